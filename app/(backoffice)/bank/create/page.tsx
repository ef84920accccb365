// /bank/create: new bank account (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/bank/create');

export default async function Page() {
  const session = await requireRoute('/bank/create');
  return <ResourceEditPage screenId="banks" id={null} scopes={session?.user.scopes ?? []} />;
}
