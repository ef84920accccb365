// /pricevariant: price variants (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/pricevariant');

export default async function Page() {
  const session = await requireRoute('/pricevariant');
  return <ResourceScreen screenIds={['pricevariant']} scopes={session?.user.scopes ?? []} />;
}
