// /plugins: system connections (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/plugins');

export default async function Page() {
  const session = await requireRoute('/plugins');
  return <ResourceScreen screenIds={['systemconnection']} scopes={session?.user.scopes ?? []} />;
}
