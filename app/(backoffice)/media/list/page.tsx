// /media/list: media files and folders (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/media/list');

export default async function Page() {
  const session = await requireRoute('/media/list');
  return <ResourceScreen screenIds={['media',  'mediafolder']} scopes={session?.user.scopes ?? []} />;
}
