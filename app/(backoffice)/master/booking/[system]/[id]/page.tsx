// /master/booking/{system}/{id}: one booking of another system (its id there) with ours and every
// revision received (components/channels/master-booking-detail.tsx).
import { MasterBookingDetail } from '@/components/channels/master-booking-detail';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/master/booking/x/y');

export default async function Page({ params }: { params: Promise<{ system: string; id: string }> }) {
  const { system, id } = await params;
  await requireRoute(`/master/booking/${system}/${id}`);
  return <MasterBookingDetail system={decodeURIComponent(system)} externalId={decodeURIComponent(id)} />;
}
