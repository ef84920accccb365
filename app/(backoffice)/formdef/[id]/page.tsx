// /formdef/:id: one form definition in the form builder (components/formdef).
import { FormDefEditPage } from '@/components/formdef/formdef-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/formdef/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id } = await params;
  const session = await requireRoute(`/formdef/${encodeURIComponent(id)}`);
  return <FormDefEditPage screenId="formdef" id={id} scopes={session?.user.scopes ?? []} />;
}
