// /supplements: supplements (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/supplements');

export default async function Page() {
  const session = await requireRoute('/supplements');
  return <ResourceScreen screenIds={['supplements']} scopes={session?.user.scopes ?? []} />;
}
