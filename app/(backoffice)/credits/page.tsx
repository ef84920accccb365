// /credits (agencies.read): the agencies' credits (components/credits).
import { CreditsScreen } from '@/components/credits/credits-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/credits');

export default async function Page() {
  const session = await requireRoute('/credits');
  if (!session) return null;
  return <CreditsScreen holder="agency" canWrite={hasAnyScope(session.user.scopes, ['agencies.update'])} canApply={hasAnyScope(session.user.scopes, ['bookings.update'])} />;
}
