// /resort/list: resorts (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/resort/list');

export default async function Page() {
  const session = await requireRoute('/resort/list');
  return <ResourceScreen screenIds={['resort']} scopes={session?.user.scopes ?? []} />;
}
