// Server part of the three wizard routes: the route check, then the wizard started from the query.
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { EmptyState, buttonClasses } from '@/components/ui';
import { BOOKING_CREATE } from '@/lib/access/routes/booking';
import { hasAllScopes, hasAnyScope } from '@/lib/access/scopes';
import { initialFromQuery, type TAssetKind } from '@/lib/bookings/wizard-state';
import { requireRoute } from '@/lib/session/require-route';
import { BookingWizard } from './booking-wizard';

type TQuery = Record<string, string | string[] | undefined>;

export async function WizardPage({ path, kind, searchParams }: { path: string; kind?: TAssetKind; searchParams: Promise<TQuery> }) {
  const session = await requireRoute(path);
  const q = await searchParams;
  const scopes = session?.user.scopes ?? [];
  // A role that may read but not create bookings (it may open the route, spec section 2) is told
  // so at once, not after the five steps (the menu does not offer it the wizard).
  if (!hasAnyScope(scopes, BOOKING_CREATE)) {
    const t = await getTranslations();
    return (
      <EmptyState title={t('bookings.wizard.notAllowed')} text={t('bookings.wizard.notAllowedText')}
        action={<Link href="/booking/list" className={buttonClasses({ variant: 'secondary' })}>{t('routes.bookingList')}</Link>} />
    );
  }
  // Staff who may create customers save typed-in guests as customers by default (issue 33 item 3).
  const mayCreateCustomers = hasAnyScope(scopes, ['customers.create']);
  const initial = { ...initialFromQuery(q, { kind, language: session?.user.language }), saveGuests: mayCreateCustomers };
  const room = typeof q.room === 'string' ? q.room : null;
  const key = JSON.stringify(q);
  return (
    <BookingWizard key={key} initial={initial} fixedKind={kind !== undefined} initialRoom={room} mayCreateCustomers={mayCreateCustomers}
      chooseAgency={!session?.user.agencyId && hasAnyScope(scopes, ['agencies.read'])}
      viaPublic={!hasAllScopes(scopes, ['resort.read', 'vessel.read', 'schedules.read'])} />
  );
}
