// /resort/lists: arrival and departure lists of a resort (components/reports).
import { routeMetadata } from '@/components/resources/page-metadata';
import { ResortListsScreen } from '@/components/reports/resort-lists-screen';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/resort/lists');

export default async function Page() {
  await requireRoute('/resort/lists');
  return <ResortListsScreen />;
}
