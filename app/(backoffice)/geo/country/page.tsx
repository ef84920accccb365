// /geo/country: countries (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/geo/country');

export default async function Page() {
  const session = await requireRoute('/geo/country');
  return <ResourceScreen screenIds={['country']} scopes={session?.user.scopes ?? []} />;
}
