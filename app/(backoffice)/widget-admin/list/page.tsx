// /widget-admin/list: booking widgets (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/widget-admin/list');

export default async function Page() {
  const session = await requireRoute('/widget-admin/list');
  return <ResourceScreen screenIds={['widget']} scopes={session?.user.scopes ?? []} />;
}
