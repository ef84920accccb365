// /bank/:id: one bank account (generic resource form, lib/resources/screens), then its balance,
// the import of a statement and its entries (components/banks).
import { BankStatementPanel } from '@/components/banks/bank-statement-panel';
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/bank/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id: id } = await params;
  const session = await requireRoute(`/bank/${encodeURIComponent(id)}`);
  const scopes = session?.user.scopes ?? [];
  return (
    <>
      <ResourceEditPage screenId="banks" id={id} scopes={scopes} />
      <BankStatementPanel bankId={id} canWrite={hasAnyScope(scopes, ['banks.update'])} canMatch={hasAnyScope(scopes, ['bankentries.update', 'banks.update'])} />
    </>
  );
}
