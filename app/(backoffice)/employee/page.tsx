// /employee: employees (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/employee');

export default async function Page() {
  const session = await requireRoute('/employee');
  return <ResourceScreen screenIds={['employee']} scopes={session?.user.scopes ?? []} />;
}
