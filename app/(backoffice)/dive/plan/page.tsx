// /dive/plan: the day's dive plan per boat with manifests and the roll call
// (components/dive/plan-day-screen.tsx), the rental gear inventory (components/dive/gear-section.tsx),
// and below them every dive plan as a list to create and edit them (generic resource list,
// lib/resources/screens).
import { Suspense } from 'react';
import { GearSection } from '@/components/dive/gear-section';
import { PlanDayScreen } from '@/components/dive/plan-day-screen';
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/dive/plan');

export default async function Page() {
  const session = await requireRoute('/dive/plan');
  const scopes = session?.user.scopes ?? [];
  return (
    <div className="space-y-8">
      <Suspense><PlanDayScreen mayEdit={hasScope(scopes, 'diveplan.update')} mayCreate={hasScope(scopes, 'diveplan.create')} /></Suspense>
      <div className="mx-auto max-w-6xl"><GearSection mayEdit={hasScope(scopes, 'diveplan.update')} /></div>
      <ResourceScreen screenIds={['diveplan']} scopes={scopes} />
    </div>
  );
}
