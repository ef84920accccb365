// /crm/referral: referrals (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/crm/referral');

export default async function Page() {
  const session = await requireRoute('/crm/referral');
  return <ResourceScreen screenIds={['referral']} scopes={session?.user.scopes ?? []} />;
}
