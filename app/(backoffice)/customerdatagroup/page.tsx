// /customerdatagroup: customer data groups (generic resource list) and their fields, with a field
// moved between groups by POST /api/customerdatagroup/move/{from}/{to}/{field} (components/crm).
import { DataGroupFields } from '@/components/crm/data-group-fields';
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/customerdatagroup');

export default async function Page() {
  const session = await requireRoute('/customerdatagroup');
  return (
    <div className="space-y-6">
      <ResourceScreen screenIds={['customerdatagroup']} scopes={session?.user.scopes ?? []} />
      <DataGroupFields />
    </div>
  );
}
