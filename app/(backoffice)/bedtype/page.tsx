// /bedtype: bed types (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/bedtype');

export default async function Page() {
  const session = await requireRoute('/bedtype');
  return <ResourceScreen screenIds={['bedtype']} scopes={session?.user.scopes ?? []} />;
}
