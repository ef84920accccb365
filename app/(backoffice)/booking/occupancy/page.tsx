// /booking/occupancy: the resort occupancy calendar (components/calendar).
import { CalendarPage } from '@/components/calendar/calendar-page';
import { routeMetadata } from '@/components/resources/page-metadata';

export const generateMetadata = () => routeMetadata('/booking/occupancy');

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CalendarPage route="/booking/occupancy" kind="resort" searchParams={searchParams} />;
}
