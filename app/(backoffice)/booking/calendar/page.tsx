// /booking/calendar: the vessel occupancy calendar (components/calendar).
import { CalendarPage } from '@/components/calendar/calendar-page';
import { routeMetadata } from '@/components/resources/page-metadata';

export const generateMetadata = () => routeMetadata('/booking/calendar');

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CalendarPage route="/booking/calendar" kind="vessel" searchParams={searchParams} />;
}
