// Server part of the three wizard routes: the route check, then the wizard started from the query.
import { hasAllScopes, hasAnyScope } from '@/lib/access/scopes';
import { initialFromQuery, type TAssetKind } from '@/lib/bookings/wizard-state';
import { requireRoute } from '@/lib/session/require-route';
import { BookingWizard } from './booking-wizard';

type TQuery = Record<string, string | string[] | undefined>;

export async function WizardPage({ path, kind, searchParams }: { path: string; kind?: TAssetKind; searchParams: Promise<TQuery> }) {
  const session = await requireRoute(path);
  const q = await searchParams;
  const scopes = session?.user.scopes ?? [];
  const initial = initialFromQuery(q, { kind, language: session?.user.language });
  const room = typeof q.room === 'string' ? q.room : null;
  const key = JSON.stringify(q);
  return (
    <BookingWizard key={key} initial={initial} fixedKind={kind !== undefined} initialRoom={room}
      chooseAgency={!session?.user.agencyId && hasAnyScope(scopes, ['agencies.read'])}
      viaPublic={!hasAllScopes(scopes, ['resort.read', 'vessel.read', 'schedules.read'])} />
  );
}
