// /formdef: form definitions (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/formdef');

export default async function Page() {
  const session = await requireRoute('/formdef');
  return <ResourceScreen screenIds={['formdef']} scopes={session?.user.scopes ?? []} />;
}
