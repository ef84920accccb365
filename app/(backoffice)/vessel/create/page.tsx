// /vessel/create: new vessel (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/vessel/create');

export default async function Page() {
  const session = await requireRoute('/vessel/create');
  return <ResourceEditPage screenId="vessel" id={null} scopes={session?.user.scopes ?? []} />;
}
