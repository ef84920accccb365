// /config/booking: booking sources and categories (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/booking');

export default async function Page() {
  const session = await requireRoute('/config/booking');
  return <ResourceScreen screenIds={['bookingsource',  'bookingcategory']} scopes={session?.user.scopes ?? []} />;
}
