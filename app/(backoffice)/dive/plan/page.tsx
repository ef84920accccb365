// /dive/plan: dive plans (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/dive/plan');

export default async function Page() {
  const session = await requireRoute('/dive/plan');
  return <ResourceScreen screenIds={['diveplan']} scopes={session?.user.scopes ?? []} />;
}
