// /bank/cashflow: money in and out of the bank accounts per period (components/reports).
import { CashflowScreen } from '@/components/reports/cashflow-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/bank/cashflow');

export default async function Page() {
  await requireRoute('/bank/cashflow');
  return <CashflowScreen />;
}
