// The last step: the chosen room with the stay and its price lines, then the lead-guest form.
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/i18n/scoped-messages';
import { formatDate, formatMoney } from '@/lib/format';
import { DEPOSIT_PERCENT } from '@/components/payment/pay-offer';
import type { TPublicAsset, TPublicRoom, TQuote } from '@/lib/book/load';
import { bookHref, type TBookSearch } from '@/lib/book/query';
import { LeadForm, type TLeadHidden } from './lead-form';
import { PriceLines } from './price-lines';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TProps = {
  path: string;
  search: TBookSearch;
  asset: TPublicAsset;
  room: TPublicRoom;
  quote: TQuote;
  stay: { dateFrom: string; dateTo: string; nights: number; label: string | null };
  /** The pay-first variant (-v2): the deposit due right after booking is named here. */
  payFirst?: 'deposit';
  /** Booking through a widget: its slug and the page view's id for its statistics. */
  widget?: { slug: string; visit: string };
};

export async function BookingStep({ path, payFirst, search, asset, room, quote, stay, widget }: TProps) {
  const t = await getTranslations('book');
  const tp = await getTranslations('payment.offer');
  const lang = contentLanguage(await getLocale());
  const hidden: TLeadHidden = {
    path, kind: search.kind, guests: String(search.guests), room: room.id,
    asset: search.kind === 'resort' ? search.asset : '', from: search.kind === 'resort' ? search.dateFrom : '',
    to: search.kind === 'resort' ? search.dateTo : '', schedule: search.kind === 'vessel' ? search.schedule : '',
    widget: widget?.slug ?? '', visit: widget?.visit ?? '',
  };
  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-3 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
  return (
    <div className="space-y-4">
      <section aria-labelledby="summary-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="summary-title" className="text-lg font-semibold">{t('summary.title')}</h2>
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          {row(t('summary.house'), [asset.name, stay.label].filter(Boolean).join(' · '))}
          {row(t('summary.room'), [room.name, room.roomTypeName].filter(Boolean).join(' · '))}
          {row(t('summary.dates'), t('results.stay', { from: formatDate(stay.dateFrom), to: formatDate(stay.dateTo), nights: stay.nights, guests: search.guests }))}
        </dl>
        <div className="mt-3">
          {quote.kind === 'price' ? <PriceLines result={quote.result} /> : <p className="text-sm text-slate-700">{t('summary.onRequest')}</p>}
        </div>
        {payFirst && quote.kind === 'price' && (
          <p className="mt-3 rounded-md bg-sky-50 p-2 text-sm text-sky-900" data-testid="pay-first">
            {tp('payFirst', { percent: DEPOSIT_PERCENT, amount: formatMoney(Math.ceil((quote.result.total * DEPOSIT_PERCENT) / 100), quote.result.currency, lang) })}
          </p>
        )}
        <Link href={bookHref(path, search)} className="mt-3 inline-block text-sm text-sky-800 underline">{t('summary.otherRoom')}</Link>
      </section>
      <section aria-labelledby="lead-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="lead-title" className="text-lg font-semibold">{t('lead.title')}</h2>
        <p className="mb-3 text-sm text-slate-600">{t('lead.hint')}</p>
        {/* The form is the page's only client component with texts of its own: it gets just those. */}
        <ScopedMessages paths={['book.lead', 'book.errors']}>
          <LeadForm hidden={hidden} />
        </ScopedMessages>
      </section>
    </div>
  );
}
