// /specials/:id: one special (the special editor with its rules, components/specials).
import { routeMetadata } from '@/components/resources/page-metadata';
import { SpecialEditPage } from '@/components/specials/special-edit-page';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/specials/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id } = await params;
  const session = await requireRoute(`/specials/${encodeURIComponent(id)}`);
  return <SpecialEditPage screenId="specials" id={id} scopes={session?.user.scopes ?? []} />;
}
