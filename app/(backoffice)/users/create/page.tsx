// /users/create: new user (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/users/create');

export default async function Page() {
  const session = await requireRoute('/users/create');
  return <ResourceEditPage screenId="users" id={null} scopes={session?.user.scopes ?? []} />;
}
