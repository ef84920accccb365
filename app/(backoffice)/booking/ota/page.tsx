// /booking/ota: bookings from online travel agencies (components/reports).
import { OtaBookingsScreen } from '@/components/reports/ota-bookings-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { decideAccess, guardSessionFrom } from '@/lib/access/guard';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/booking/ota');

export default async function Page() {
  const session = await requireRoute('/booking/ota');
  // The connections are listed where the user may open the screen that keeps them (/plugins).
  const mayConfigure = decideAccess({ pathname: '/plugins', session: guardSessionFrom(session), modulesAdmins: session?.modulesAdmins ?? [] }).kind === 'allow';
  return <OtaBookingsScreen mayConfigure={mayConfigure} />;
}
