// /customer/relation: customer relations (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/customer/relation');

export default async function Page() {
  const session = await requireRoute('/customer/relation');
  return <ResourceScreen screenIds={['customerrelation']} scopes={session?.user.scopes ?? []} />;
}
