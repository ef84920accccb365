// /price/new: a new price list (the price-list editor, components/prices).
import { PriceEditPage } from '@/components/prices/price-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/price/new');

export default async function Page() {
  const session = await requireRoute('/price/new');
  return <PriceEditPage screenId="price" id={null} scopes={session?.user.scopes ?? []} />;
}
