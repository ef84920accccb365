// /resort/dates: the resort occupancy calendar (components/calendar).
import { CalendarPage } from '@/components/calendar/calendar-page';
import { routeMetadata } from '@/components/resources/page-metadata';

export const generateMetadata = () => routeMetadata('/resort/dates');

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CalendarPage route="/resort/dates" kind="resort" searchParams={searchParams} />;
}
