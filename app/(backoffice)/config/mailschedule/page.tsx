// /config/mailschedule: mail schedules (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/mailschedule');

export default async function Page() {
  const session = await requireRoute('/config/mailschedule');
  return <ResourceScreen screenIds={['mailschedule']} scopes={session?.user.scopes ?? []} />;
}
