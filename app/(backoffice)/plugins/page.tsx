// /plugins: system connections (generic resource list, lib/resources/screens), the Xero
// connection's state above them (components/accounting).
import { XeroConnectionCard } from '@/components/accounting/xero-connection-card';
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/plugins');

export default async function Page() {
  const session = await requireRoute('/plugins');
  return (
    <>
      <XeroConnectionCard />
      <ResourceScreen screenIds={['systemconnection']} scopes={session?.user.scopes ?? []} />
    </>
  );
}
