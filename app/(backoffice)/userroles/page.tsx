// /userroles: user roles with their scopes (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/userroles');

export default async function Page() {
  const session = await requireRoute('/userroles');
  return <ResourceScreen screenIds={['userrole']} scopes={session?.user.scopes ?? []} />;
}
