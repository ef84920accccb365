// /specials/list: the specials (generic resource list, lib/resources/screens; the editor opens
// on /specials/create and /specials/:id).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/specials/list');

export default async function Page() {
  const session = await requireRoute('/specials/list');
  return <ResourceScreen screenIds={['specials']} scopes={session?.user.scopes ?? []} />;
}
