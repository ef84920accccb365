// /config/mail: mail accounts (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/mail');

export default async function Page() {
  const session = await requireRoute('/config/mail');
  return <ResourceScreen screenIds={['mailaccount']} scopes={session?.user.scopes ?? []} />;
}
