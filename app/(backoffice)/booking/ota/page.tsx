// /booking/ota: the channels' update log (components/reports/ota-bookings-screen.tsx).
import { OtaBookingsScreen } from '@/components/reports/ota-bookings-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { decideAccess, guardSessionFrom } from '@/lib/access/guard';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/booking/ota');

export default async function Page() {
  const session = await requireRoute('/booking/ota');
  // The connections are listed where the user may open the screen that keeps them (/plugins).
  const mayConfigure = decideAccess({ pathname: '/plugins', session: guardSessionFrom(session), modulesAdmins: session?.modulesAdmins ?? [] }).kind === 'allow';
  return <OtaBookingsScreen mayConfigure={mayConfigure} mayMarkRead={hasScope(session?.user.scopes ?? [], 'bookings.update')} />;
}
