// /bank/entry/temporary: bank entries waiting for a decision, with suggested matches to confirm (components/banks).
import { BankEntriesScreen } from '@/components/banks/entries-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/bank/entry/temporary');

export default async function Page() {
  const session = await requireRoute('/bank/entry/temporary');
  return <BankEntriesScreen kind="temporary" canMatch={hasAnyScope(session?.user.scopes ?? [], ['bankentries.update', 'banks.update'])} />;
}
