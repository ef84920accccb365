// /bank/list: bank accounts (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/bank/list');

export default async function Page() {
  const session = await requireRoute('/bank/list');
  return <ResourceScreen screenIds={['banks']} scopes={session?.user.scopes ?? []} />;
}
