// /widget-admin/create: new booking widget (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/widget-admin/create');

export default async function Page() {
  const session = await requireRoute('/widget-admin/create');
  return <ResourceEditPage screenId="widget" id={null} scopes={session?.user.scopes ?? []} />;
}
