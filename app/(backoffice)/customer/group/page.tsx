// /customer/group: not built yet (issue 18 leaves customer groups for later). A page of its own,
// because /customer/:id would otherwise answer it; guarded like the screen will be.
import { NotBuiltScreen } from '@/components/screens/not-built';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/customer/group');

export default async function Page() {
  await requireRoute('/customer/group');
  return <NotBuiltScreen routeId="customerGroup" path="/customer/group" />;
}
