// /vessellist: vessel lists (manifests) (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/vessellist');

export default async function Page() {
  const session = await requireRoute('/vessellist');
  return <ResourceScreen screenIds={['vessellist']} scopes={session?.user.scopes ?? []} />;
}
