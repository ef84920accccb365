// The price of the chosen rooms and guests (POST /api/book/booking/price, the same engine the
// booking will use). When the call does not answer (no price list yet, or not deployed) the panel
// says the price is not available and why (which price is missing, who can add it), and the
// booking can still be saved.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TPricingResult } from '@/lib/contract/pricing';
import { formatMoney } from '@/lib/format';
import { lineLabel } from '@/lib/prices/line-label';
import { priceBody, type TWizardState } from '@/lib/bookings/wizard-state';
import { errorText } from '@/lib/bookings/error-text';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function PricePanel({ state }: { state: TWizardState }) {
  const t = useTranslations();
  const locale = contentLanguage(useLocale());
  const body = priceBody(state);
  const price = useQuery({
    queryKey: ['bookings', 'price', body],
    queryFn: ({ signal }) => apiFetch<TPricingResult>('/api/book/booking/price', { method: 'POST', body, signal }),
    meta: { silent: true },
    retry: false,
  });
  return (
    <section aria-labelledby="price-title" className="rounded-md border border-slate-200 p-3">
      <h3 id="price-title" className="mb-2 font-medium text-slate-900">{t('bookings.wizard.price')}</h3>
      {price.isPending ? <Spinner size="sm" label={t('common.loading')} /> : price.isError ? (
        <div className="space-y-1 text-sm" data-testid="price-unavailable">
          <p className="text-slate-600">{t('bookings.wizard.priceUnavailable')}</p>
          {/* Why: which price is missing and who can add it (the server's description). */}
          <p className="text-amber-900" data-testid="price-unavailable-reason">{errorText(price.error, t)}</p>
        </div>
      ) : (
        <table className="w-full text-sm">
          <tbody>
            {price.data.lines.map((l, i) => (
              <tr key={i} className="border-b border-slate-100">
                <td className="py-1 pr-2">{lineLabel(t, locale, l.key, l.values, l.key)}</td>
                <td className="py-1 pr-2 text-right tabular-nums text-slate-600">{l.quantity} × {formatMoney(l.unitPrice, price.data.currency, locale)}</td>
                <td className="py-1 text-right tabular-nums">{formatMoney(l.amount, price.data.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="pt-2 text-left">{t('bookings.wizard.total')}</th>
              <td className="pt-2 text-right font-semibold tabular-nums" data-testid="price-total">{formatMoney(price.data.total, price.data.currency, locale)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
