// /config/paymentprovider: payment providers (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/paymentprovider');

export default async function Page() {
  const session = await requireRoute('/config/paymentprovider');
  return <ResourceScreen screenIds={['payprovider']} scopes={session?.user.scopes ?? []} />;
}
