// /ccredits (customers.read): the customers' credits (components/credits).
import { CreditsScreen } from '@/components/credits/credits-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/ccredits');

export default async function Page() {
  const session = await requireRoute('/ccredits');
  if (!session) return null;
  return <CreditsScreen holder="customer" canWrite={hasAnyScope(session.user.scopes, ['customers.update'])} canApply={hasAnyScope(session.user.scopes, ['bookings.update'])} />;
}
