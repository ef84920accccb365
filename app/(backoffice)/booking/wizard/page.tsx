// /booking/wizard: the booking wizard (components/bookings/wizard).
import { routeMetadata } from '@/components/resources/page-metadata';
import { WizardPage } from '@/components/bookings/wizard/wizard-page';

export const generateMetadata = () => routeMetadata('/booking/wizard');

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <WizardPage path="/booking/wizard" searchParams={searchParams} />;
}
