// /agency/list: agencies (generic resource list, lib/resources/screens), with the saved agency
// filters (/agency/filter/{fid}) above it.
import { SavedFilterLinks } from '@/components/crm/saved-filter-links';
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/agency/list');

export default async function Page() {
  const session = await requireRoute('/agency/list');
  return (
    <div className="space-y-4">
      <SavedFilterLinks kind="agencies" />
      <ResourceScreen screenIds={['agencies']} scopes={session?.user.scopes ?? []} />
    </div>
  );
}
