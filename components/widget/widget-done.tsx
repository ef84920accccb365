// The widget's last step: the booking just made (by its number and the lead guest's e-mail, as on
// /book/preview), inside the frame. Payment is offered here when a provider is set up
// (components/payment/pay-offer.tsx).
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/components/ui/state';
import { buttonClasses } from '@/components/ui/button';
import { ScriptFree } from '@/components/book/script-free';
import { formatDate } from '@/lib/format';
import { loadPublicBooking } from '@/lib/book/load';
import type { TPublicBooking } from '@/lib/contract/booking-core';
import type { TWidgetEmbed } from '@/lib/contract/widget';
import { PayOffer } from '@/components/payment/pay-offer';
import { WidgetFrame } from './widget-frame';

const PAYABLE = new Set(['draft', 'planned', 'confirmed', 'waiting']);

type TProps = { widget: TWidgetEmbed; no: string; email: string; lang: 'de' | 'en'; payProblem?: 'nothingOpen' | 'unavailable' };

export async function WidgetDone({ widget, no, email, lang, payProblem }: TProps) {
  const t = await getTranslations('book');
  // The payment opens in a new tab: payment providers refuse to be framed. A GET link (not a form),
  // so the page's form-action rule does not stand between the guest and the provider's page.
  const payHref = (level: 'deposit' | 'full') => `/widget/${encodeURIComponent(widget.slug)}?${new URLSearchParams({ no, email, pay: level })}`;
  let booking: TPublicBooking | null = null;
  let failed = false;
  try {
    booking = await loadPublicBooking(no, email, lang);
  } catch {
    failed = true;
  }
  const stateText = (s: string) => (t.has(`preview.states.${s}`) ? t(`preview.states.${s}`) : s);
  return (
    <WidgetFrame widget={widget}>
      <ScriptFree />
      <div className="space-y-5">
        <h1 className="text-2xl font-semibold">{t('preview.title')}</h1>
        {failed && <ErrorState title={t('errors.loadFailed')} />}
        {!failed && !booking && <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('preview.notFound')}</p>}
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
              {booking.rooms.map((r, i) => (
                <div key={i} className="flex justify-between gap-3 py-1.5">
                  <dt className="text-slate-600">{t('preview.rooms')}</dt>
                  <dd className="text-right font-medium">{r.name}: {formatDate(r.dateFrom)} – {formatDate(r.dateTo)}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-slate-600">{t('preview.keep')}</p>
            {PAYABLE.has(booking.state) && <PayOffer lang={lang} hrefFor={payHref} levels={['deposit', 'full']} problem={payProblem} newTab />}
            <Link href={`/widget/${encodeURIComponent(widget.slug)}`} prefetch={false} className={buttonClasses({ variant: 'secondary' })}>{t('preview.again')}</Link>
          </section>
        )}
      </div>
    </WidgetFrame>
  );
}
