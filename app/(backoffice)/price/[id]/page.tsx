// /price/:id: one price list (the price-list editor, components/prices).
import { PriceEditPage } from '@/components/prices/price-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/price/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id } = await params;
  const session = await requireRoute(`/price/${encodeURIComponent(id)}`);
  return <PriceEditPage screenId="price" id={id} scopes={session?.user.scopes ?? []} />;
}
