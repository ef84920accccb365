// /crm/forms: CRM forms (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/crm/forms');

export default async function Page() {
  const session = await requireRoute('/crm/forms');
  return <ResourceScreen screenIds={['crmForms']} scopes={session?.user.scopes ?? []} />;
}
