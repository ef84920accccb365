// /resort/dates: the resort occupancy calendar (components/calendar).
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { OccupancyCalendar } from '@/components/calendar/occupancy-calendar';
import { routeMetadata } from '@/components/resources/page-metadata';
import { Spinner } from '@/components/ui';
import { matchRoute } from '@/lib/access/match-route';
import { hasAnyScope } from '@/lib/access/scopes';
import { routeTitleKey } from '@/lib/access/routes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/resort/dates');

export default async function Page() {
  const session = await requireRoute('/resort/dates');
  const t = await getTranslations();
  return (
    <Suspense fallback={<Spinner size="lg" className="p-10" />}>
      <OccupancyCalendar kind="resort" canBlock={hasAnyScope(session?.user.scopes ?? [], ['rooms.update', 'resort.update', 'vessel.update'])} title={t(routeTitleKey(matchRoute('/resort/dates').route))} />
    </Suspense>
  );
}
