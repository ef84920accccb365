// /crm/loyality (customers.read, feature loyalityProgram): the loyalty programme and its members.
import { LoyaltyScreen } from '@/components/loyalty/loyalty-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/crm/loyality');

export default async function Page() {
  const session = await requireRoute('/crm/loyality');
  if (!session) return null;
  const canWrite = hasAnyScope(session.user.scopes, ['customers.update']);
  return <LoyaltyScreen canWrite={canWrite} canRedeem={canWrite} />;
}
