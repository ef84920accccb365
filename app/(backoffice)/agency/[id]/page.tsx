// /agency/:id: one agency (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/agency/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id: id } = await params;
  const session = await requireRoute(`/agency/${encodeURIComponent(id)}`);
  return <ResourceEditPage screenId="agencies" id={id} scopes={session?.user.scopes ?? []} />;
}
