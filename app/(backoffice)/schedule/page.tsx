// /schedule: schedules (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/schedule');

export default async function Page() {
  const session = await requireRoute('/schedule');
  return <ResourceScreen screenIds={['schedules']} scopes={session?.user.scopes ?? []} />;
}
