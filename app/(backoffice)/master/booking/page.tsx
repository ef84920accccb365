// /master/booking (bookings.read, feature assetMaster): the bookings other systems made with ours
// (components/channels/master-bookings-screen.tsx; docs/decisions/channels.md).
import { MasterBookingsScreen } from '@/components/channels/master-bookings-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/master/booking');

export default async function Page() {
  await requireRoute('/master/booking');
  return <MasterBookingsScreen />;
}
