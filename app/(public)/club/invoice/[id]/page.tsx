// /club/invoice/{id}: the public page of one invoice, by its unguessable link (POST
// /api/bookings/{id}/invoice/public); server-rendered, never indexed; ?pay=deposit|full pays online.
import { PublicInvoice, loadPublicInvoice, publicInvoiceMetadata } from '@/components/invoices/public-invoice';

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<{ pay?: string | string[] }> };

export async function generateMetadata({ params }: TProps) {
  const inv = await loadPublicInvoice((await params).id);
  return { ...publicInvoiceMetadata, title: inv.number };
}

export default async function Page({ params, searchParams }: TProps) {
  const token = (await params).id;
  const path = `/club/invoice/${encodeURIComponent(token)}`;
  return <PublicInvoice token={token} invoice={await loadPublicInvoice(token)} path={path} pay={(await searchParams).pay} />;
}
