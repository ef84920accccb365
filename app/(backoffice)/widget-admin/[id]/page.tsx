// /widget-admin/:id: one booking widget (generic resource form, lib/resources/screens), with the
// snippet to copy and a live preview below (components/widget).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { WidgetEmbedPanel } from '@/components/widget/widget-embed-panel';
import { siteOrigin } from '@/lib/book/site-url';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/widget-admin/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id: id } = await params;
  const session = await requireRoute(`/widget-admin/${encodeURIComponent(id)}`);
  return (
    <div className="space-y-6">
      <ResourceEditPage screenId="widget" id={id} scopes={session?.user.scopes ?? []} />
      <div className="mx-auto max-w-4xl"><WidgetEmbedPanel id={id} origin={await siteOrigin()} /></div>
    </div>
  );
}
