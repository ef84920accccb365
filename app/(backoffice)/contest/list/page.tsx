// /contest/list: contests (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/contest/list');

export default async function Page() {
  const session = await requireRoute('/contest/list');
  return <ResourceScreen screenIds={['contest']} scopes={session?.user.scopes ?? []} />;
}
