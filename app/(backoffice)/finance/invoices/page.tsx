// /finance/invoices (bookings.read): every invoice and credit note.
import { getTranslations } from 'next-intl/server';
import { InvoicesScreen } from '@/components/invoices/invoices-screen';
import { requireRoute } from '@/lib/session/require-route';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('financeInvoices') };
}

export default async function InvoicesPage() {
  const session = await requireRoute('/finance/invoices');
  if (!session) return null;
  return <InvoicesScreen />;
}
