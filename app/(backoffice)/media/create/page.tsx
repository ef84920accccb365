// /media/create: new media file (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/media/create');

export default async function Page() {
  const session = await requireRoute('/media/create');
  return <ResourceEditPage screenId="media" id={null} scopes={session?.user.scopes ?? []} />;
}
