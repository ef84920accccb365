// /room/create: new room or cabin (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/room/create');

export default async function Page() {
  const session = await requireRoute('/room/create');
  return <ResourceEditPage screenId="rooms" id={null} scopes={session?.user.scopes ?? []} />;
}
