// /schedule/:schedule: one departure (generic resource form, lib/resources/screens).
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ schedule: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/schedule/${encodeURIComponent((await params).schedule)}`);
}

export default async function Page({ params }: TProps) {
  const { schedule } = await params;
  const session = await requireRoute(`/schedule/${encodeURIComponent(schedule)}`);
  return <ResourceEditPage screenId="schedules" id={schedule} scopes={session?.user.scopes ?? []} />;
}
