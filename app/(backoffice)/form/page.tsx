// /form: filled-in forms (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/form');

export default async function Page() {
  const session = await requireRoute('/form');
  return <ResourceScreen screenIds={['form']} scopes={session?.user.scopes ?? []} />;
}
