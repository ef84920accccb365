// /tour/create: new tour (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/tour/create');

export default async function Page() {
  const session = await requireRoute('/tour/create');
  return <ResourceEditPage screenId="tours" id={null} scopes={session?.user.scopes ?? []} />;
}
