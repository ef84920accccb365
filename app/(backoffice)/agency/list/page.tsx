// /agency/list: agencies (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/agency/list');

export default async function Page() {
  const session = await requireRoute('/agency/list');
  return <ResourceScreen screenIds={['agencies']} scopes={session?.user.scopes ?? []} />;
}
