// /tax: taxes (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/tax');

export default async function Page() {
  const session = await requireRoute('/tax');
  return <ResourceScreen screenIds={['tax']} scopes={session?.user.scopes ?? []} />;
}
