// /payment/success: the guest's return from the payment provider (components/payment).
import { PaymentResultPage } from '@/components/payment/payment-result-page';
import type { TRawQuery } from '@/lib/book/query';

export const metadata = { robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<TRawQuery> }) {
  return <PaymentResultPage which="success" searchParams={await searchParams} />;
}
