// /config/mailtemplates/:id: one mail template (generic resource form, lib/resources/screens),
// with the live preview of the unsaved text against a real booking below it once it is saved.
import { TemplateEditor } from '@/components/mail/template-editor';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/config/mailtemplates/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id: id } = await params;
  const session = await requireRoute(`/config/mailtemplates/${encodeURIComponent(id)}`);
  return <TemplateEditor screenId="mailtemplate" id={id} scopes={session?.user.scopes ?? []} />;
}
