// /schedules/create: new departure (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/schedules/create');

export default async function Page() {
  const session = await requireRoute('/schedules/create');
  return <ResourceEditPage screenId="schedules" id={null} scopes={session?.user.scopes ?? []} />;
}
