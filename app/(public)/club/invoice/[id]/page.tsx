// /club/invoice/{id}: the public page of one invoice, by its unguessable link (POST
// /api/bookings/{id}/invoice/public); server-rendered, never indexed.
import { PublicInvoice, loadPublicInvoice, publicInvoiceMetadata } from '@/components/invoices/public-invoice';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  const inv = await loadPublicInvoice((await params).id);
  return { ...publicInvoiceMetadata, title: inv.number };
}

export default async function Page({ params }: TProps) {
  const token = (await params).id;
  return <PublicInvoice token={token} invoice={await loadPublicInvoice(token)} />;
}
