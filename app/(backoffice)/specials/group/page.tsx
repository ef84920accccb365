// /specials/group: special groups (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/specials/group');

export default async function Page() {
  const session = await requireRoute('/specials/group');
  return <ResourceScreen screenIds={['specialsgroup']} scopes={session?.user.scopes ?? []} />;
}
