// /bank/entry/list: bank entries (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/bank/entry/list');

export default async function Page() {
  const session = await requireRoute('/bank/entry/list');
  return <ResourceScreen screenIds={['bankentries']} scopes={session?.user.scopes ?? []} />;
}
