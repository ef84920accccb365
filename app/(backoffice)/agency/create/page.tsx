// /agency/create: new agency (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/agency/create');

export default async function Page() {
  const session = await requireRoute('/agency/create');
  return <ResourceEditPage screenId="agencies" id={null} scopes={session?.user.scopes ?? []} />;
}
