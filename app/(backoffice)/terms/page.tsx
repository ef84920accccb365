// /terms: terms of payment (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/terms');

export default async function Page() {
  const session = await requireRoute('/terms');
  return <ResourceScreen screenIds={['terms']} scopes={session?.user.scopes ?? []} />;
}
