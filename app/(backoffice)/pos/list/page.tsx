// /pos/list: the counter's receipts and day closings (components/pos; docs/decisions/pos.md).
import { PosListScreen } from '@/components/pos/pos-list-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/pos/list');

export default async function Page() {
  const session = await requireRoute('/pos/list');
  return <PosListScreen canWrite={hasAnyScope(session?.user.scopes ?? [], ['pos.update', 'pos.create'])} />;
}
