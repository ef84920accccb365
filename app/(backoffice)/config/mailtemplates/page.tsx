// /config/mailtemplates: mail templates and text blocks (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/mailtemplates');

export default async function Page() {
  const session = await requireRoute('/config/mailtemplates');
  return <ResourceScreen screenIds={['mailtemplate',  'textblock',  'textblockgroup']} scopes={session?.user.scopes ?? []} />;
}
