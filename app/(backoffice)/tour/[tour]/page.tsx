// /tour/:id: one tour (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ tour: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/tour/${encodeURIComponent((await params).tour)}`);
}

export default async function Page({ params }: TProps) {
  const { tour: id } = await params;
  const session = await requireRoute(`/tour/${encodeURIComponent(id)}`);
  return <ResourceEditPage screenId="tours" id={id} scopes={session?.user.scopes ?? []} />;
}
