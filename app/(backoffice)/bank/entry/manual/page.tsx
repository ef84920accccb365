// /bank/entry/manual: bank entries typed in by hand (components/banks).
import { BankEntriesScreen } from '@/components/banks/entries-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/bank/entry/manual');

export default async function Page() {
  const session = await requireRoute('/bank/entry/manual');
  return <BankEntriesScreen kind="manual" canMatch={hasAnyScope(session?.user.scopes ?? [], ['bankentries.update', 'banks.update'])} />;
}
