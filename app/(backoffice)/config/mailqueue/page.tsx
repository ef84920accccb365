// /config/mailqueue: mail queue (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/mailqueue');

export default async function Page() {
  const session = await requireRoute('/config/mailqueue');
  return <ResourceScreen screenIds={['mailqueue']} scopes={session?.user.scopes ?? []} />;
}
