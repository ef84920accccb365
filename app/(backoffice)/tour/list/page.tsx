// /tour/list: tours (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/tour/list');

export default async function Page() {
  const session = await requireRoute('/tour/list');
  return <ResourceScreen screenIds={['tours']} scopes={session?.user.scopes ?? []} />;
}
