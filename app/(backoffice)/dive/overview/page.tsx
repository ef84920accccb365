// /dive/overview: today and the next days of diving at a glance (components/dive/overview-screen.tsx).
import { DiveOverviewScreen } from '@/components/dive/overview-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/dive/overview');

export default async function Page() {
  const session = await requireRoute('/dive/overview');
  return <DiveOverviewScreen mayOpenPlan={hasScope(session?.user.scopes ?? [], 'diveplan.read')} />;
}
