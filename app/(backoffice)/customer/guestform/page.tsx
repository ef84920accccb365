// /customer/guestform: the guest-form figures, then the guest forms with their guest links
// (generic resource list, lib/resources/screens).
import { GuestFormStatistics } from '@/components/guest-form/guest-form-statistics';
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/customer/guestform');

export default async function Page() {
  const session = await requireRoute('/customer/guestform');
  return (
    <>
      <GuestFormStatistics />
      <ResourceScreen screenIds={['guestform']} scopes={session?.user.scopes ?? []} />
    </>
  );
}
