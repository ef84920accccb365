// /club/card (admin or customers.read): member cards with their QR code, and the desk's scan.
import { MemberCardScreen } from '@/components/club/member-card-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/club/card');

export default async function Page({ searchParams }: { searchParams: Promise<{ scan?: string | string[] }> }) {
  const session = await requireRoute('/club/card');
  if (!session) return null;
  const scan = (await searchParams).scan;
  // Issuing revokes the member's earlier card: customers.update, as the upstream asks (issue 31).
  return <MemberCardScreen scan={typeof scan === 'string' ? scan : null} canIssue={hasScope(session.user.scopes, 'customers.update')} />;
}
