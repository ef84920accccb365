// /config/mailtemplates/:id: one mail template (generic resource form, lib/resources/screens),
// with the live preview against a real booking below it once it is saved.
import { TemplatePreview } from '@/components/mail/template-preview';
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/config/mailtemplates/${encodeURIComponent((await params).id)}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function Page({ params }: TProps) {
  const { id: id } = await params;
  const session = await requireRoute(`/config/mailtemplates/${encodeURIComponent(id)}`);
  return (
    <>
      <ResourceEditPage screenId="mailtemplate" id={id} scopes={session?.user.scopes ?? []} />
      {UUID.test(id) && <div className="mx-auto mt-4 max-w-4xl"><TemplatePreview templateId={id} /></div>}
    </>
  );
}
