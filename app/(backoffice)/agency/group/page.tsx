// /agency/group: agency groups (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/agency/group');

export default async function Page() {
  const session = await requireRoute('/agency/group');
  return <ResourceScreen screenIds={['agencygroup']} scopes={session?.user.scopes ?? []} />;
}
