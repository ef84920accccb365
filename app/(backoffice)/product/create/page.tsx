// /product/create: new product (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/product/create');

export default async function Page() {
  const session = await requireRoute('/product/create');
  return <ResourceEditPage screenId="product" id={null} scopes={session?.user.scopes ?? []} />;
}
