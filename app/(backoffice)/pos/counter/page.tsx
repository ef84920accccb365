// /pos/counter: the shop counter (components/pos; docs/decisions/pos.md).
import { CounterScreen } from '@/components/pos/counter-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/pos/counter');

export default async function Page() {
  const session = await requireRoute('/pos/counter');
  return <CounterScreen canWrite={hasAnyScope(session?.user.scopes ?? [], ['pos.update', 'pos.create'])} />;
}
