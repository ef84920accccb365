// /commission: commissions (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/commission');

export default async function Page() {
  const session = await requireRoute('/commission');
  return <ResourceScreen screenIds={['commission']} scopes={session?.user.scopes ?? []} />;
}
