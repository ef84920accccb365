// /book/preview: a booking by its number and the lead guest's e-mail (GET /api/book/no/{number}),
// reached after booking; the same page is a plain lookup form for coming back later. A booking
// that can still be paid gets the pay offer (components/payment/pay-offer.tsx): ?pay=deposit|full
// starts the provider's checkout on the server and redirects there.
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { GuestFrame } from '@/components/shell/guest-frame';
// Direct files, not the '@/components/ui' barrel: it also re-exports the Radix-based client
// components (dialog, popover), which would ship their JavaScript with this public page.
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ErrorState } from '@/components/ui/state';
import { formatDate } from '@/lib/format';
import { routeAllowsGuest } from '@/lib/book/access';
import { loadFeatures, loadPublicBooking } from '@/lib/book/load';
import { countNights } from '@/lib/book/nights';
import type { TRawQuery } from '@/lib/book/query';
import type { TPublicBooking } from '@/lib/contract/booking-core';
import { requireRoute } from '@/lib/session/require-route';
import { PayOffer } from '@/components/payment/pay-offer';
import { payLevelOf, startGuestCheckout } from '@/lib/payment/start-checkout';
import { ScriptFree } from './script-free';
import { contentLanguage } from '@/lib/i18n/ui-language';

const PATH = '/book/preview';
/** States in which a booking may be paid online (upstream start-checkout.ts). */
const PAYABLE = new Set(['draft', 'planned', 'confirmed', 'waiting']);
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] ?? '' : v ?? '').trim();

export async function PreviewPage({ searchParams }: { searchParams: TRawQuery }) {
  const session = await requireRoute(PATH);
  const lang = contentLanguage(await getLocale());
  const t = await getTranslations('book');
  const tp = await getTranslations('payment.offer');
  const features = await loadFeatures(session, lang);
  if (features !== null && !routeAllowsGuest(PATH, features)) notFound();
  const no = first(searchParams.no);
  const email = first(searchParams.email);
  let booking: TPublicBooking | null = null;
  let failed = features === null;
  if (!failed && no && email) {
    try {
      booking = await loadPublicBooking(no, email, lang);
    } catch {
      failed = true;
    }
  }
  const level = payLevelOf(searchParams.pay);
  const payProblem = booking && level ? (await startGuestCheckout(no, email, level, lang)) : null;
  if (payProblem?.kind === 'redirect') redirect(payProblem.url);
  const payHref = (l: string) => `${PATH}?${new URLSearchParams({ no, email, pay: l })}`;
  // The pay-first flow (/book/*-v2) ends here on the payment step: the offer comes first.
  const payFirst = first(searchParams.next) === 'deposit' && booking !== null && PAYABLE.has(booking.state);
  const offer = booking && PAYABLE.has(booking.state)
    ? <PayOffer lang={lang} hrefFor={payHref} levels={['deposit', 'full']} problem={payProblem?.kind} />
    : null;
  const stateText = (s: string) => (t.has(`preview.states.${s}`) ? t(`preview.states.${s}`) : s);
  return (
    <GuestFrame language={lang} showLogin={!session}>
      <ScriptFree />
      <div className="space-y-5">
        <h1 className="text-2xl font-semibold">{t('preview.title')}</h1>
        {failed && <ErrorState title={t('errors.loadFailed')} />}
        {payFirst && (
          <section className="space-y-2" data-testid="pay-step">
            <p className="font-medium text-emerald-800">{tp('payFirstIntro')}</p>
            {offer}
          </section>
        )}
        {booking && (
          <section aria-labelledby="booking-number" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            {booking.state === 'draft' && <p className="font-medium text-emerald-800">{t('preview.thanks')}</p>}
            <dl className="divide-y divide-slate-100 text-sm">
              <div className="flex justify-between gap-3 py-1.5">
                <dt className="text-slate-600">{t('preview.number')}</dt>
                <dd id="booking-number" className="font-mono text-lg font-semibold" data-testid="booking-number">{booking.number}</dd>
              </div>
              <div className="flex justify-between gap-3 py-1.5">
                <dt className="text-slate-600">{t('preview.state')}</dt>
                <dd className="font-medium">{stateText(booking.state)}</dd>
              </div>
              {booking.dateFrom && booking.dateTo && (
                <div className="flex justify-between gap-3 py-1.5">
                  <dt className="text-slate-600">{t('summary.dates')}</dt>
                  <dd className="text-right font-medium">
                    {t('results.stay', { from: formatDate(booking.dateFrom), to: formatDate(booking.dateTo), nights: countNights(booking.dateFrom, booking.dateTo) ?? 0, guests: booking.noOfPax })}
                  </dd>
                </div>
              )}
              <div className="py-1.5">
                <dt className="text-slate-600">{t('preview.rooms')}</dt>
                <dd>
                  <ul className="mt-1 space-y-0.5">
                    {booking.rooms.map((r, i) => (
                      <li key={i} className="font-medium">{r.name}: {formatDate(r.dateFrom)} – {formatDate(r.dateTo)}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <p className="text-sm text-slate-600">{t('preview.keep')}</p>
            {!payFirst && offer}
            <Link href="/book" className={buttonClasses({ variant: 'secondary' })}>{t('preview.again')}</Link>
          </section>
        )}
        {!booking && !failed && (
          <form method="get" action={PATH} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="lookup-title">
            <h2 id="lookup-title" className="text-lg font-semibold">{t('preview.lookup')}</h2>
            {no && email && <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('preview.notFound')}</p>}
            <div className="space-y-1">
              <label htmlFor="lookup-no" className="block text-sm font-medium">{t('preview.lookupNumber')}</label>
              <Input id="lookup-no" name="no" required defaultValue={no} autoComplete="off" />
            </div>
            <div className="space-y-1">
              <label htmlFor="lookup-email" className="block text-sm font-medium">{t('preview.lookupEmail')}</label>
              <Input id="lookup-email" name="email" type="email" required defaultValue={email} autoComplete="email" />
            </div>
            <Button type="submit">{t('preview.lookupSubmit')}</Button>
          </form>
        )}
      </div>
    </GuestFrame>
  );
}
