// /vessel/list: vessels (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/vessel/list');

export default async function Page() {
  const session = await requireRoute('/vessel/list');
  return <ResourceScreen screenIds={['vessel']} scopes={session?.user.scopes ?? []} />;
}
