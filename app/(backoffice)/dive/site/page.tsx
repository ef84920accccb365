// /dive/site: dive sites (generic resource list, lib/resources/screens), and above it the import of
// the operator's shared site list for those who may create and change sites.
import { SiteImport } from '@/components/dive/site-import';
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/dive/site');

export default async function Page() {
  const session = await requireRoute('/dive/site');
  const scopes = session?.user.scopes ?? [];
  return (
    <div className="space-y-6">
      {hasScope(scopes, 'divesite.create') && hasScope(scopes, 'divesite.update') && <SiteImport />}
      <ResourceScreen screenIds={['divesite']} scopes={scopes} />
    </div>
  );
}
