// /crm/guestform: CRM guest forms with their guest links (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/crm/guestform');

export default async function Page() {
  const session = await requireRoute('/crm/guestform');
  return <ResourceScreen screenIds={['crmGuestForm']} scopes={session?.user.scopes ?? []} />;
}
