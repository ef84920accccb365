// /agency/:id: one agency (generic resource form, lib/resources/screens), with its printouts
// (data sheet, statement) below once it is saved.
import { AgencyPrint } from '@/components/agencies/agency-print';
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { today } from '@/lib/clock';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/agency/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id: id } = await params;
  const session = await requireRoute(`/agency/${encodeURIComponent(id)}`);
  return (
    <div className="space-y-6">
      <ResourceEditPage screenId="agencies" id={id} scopes={session?.user.scopes ?? []} />
      {UUID.test(id) && <div className="mx-auto max-w-4xl"><AgencyPrint agencyId={id} year={today().slice(0, 4)} /></div>}
    </div>
  );
}
