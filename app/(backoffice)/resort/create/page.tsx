// /resort/create: new resort (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/resort/create');

export default async function Page() {
  const session = await requireRoute('/resort/create');
  return <ResourceEditPage screenId="resort" id={null} scopes={session?.user.scopes ?? []} />;
}
