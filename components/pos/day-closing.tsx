// The day's closing at the counter (POST /api/pos/closing): the Z report's totals by payment
// method and tax rate, and the last closings with their numbers and their receipt journal
// (DSFinV-K export, GET /api/pos/external/dsfinvk) to download.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TPosClosing } from '@/lib/contract/pos';
import { formatMoney } from '@/lib/format';
import { posKeys, useClosings } from './pos-queries';
import { contentLanguage } from '@/lib/i18n/ui-language';

/** `limit`: how many closings are listed (the counter shows the last 3, /pos/list all it gets). */
export function DayClosing({ canWrite, limit = 3 }: { canWrite: boolean; limit?: number }) {
  const t = useTranslations('pos');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const closings = useClosings();
  const close = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<TPosClosing>('/api/pos/closing', { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: posKeys.closings }),
  });
  const last = closings.data?.closings.slice(0, limit) ?? [];
  return (
    <section aria-labelledby="pos-closing" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="pos-closing" className="text-base font-semibold text-slate-900">{t('closing')}</h2>
        {canWrite && <Button variant="secondary" loading={close.isPending} onClick={() => close.mutate()}>{t('closeDay')}</Button>}
      </div>
      {close.error && <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">{errorText(close.error, tAll)}</p>}
      <ul className="space-y-2" data-testid="pos-closings">
        {last.map((c) => {
          const m = (n: number) => formatMoney(n, c.totals.currency, locale);
          return (
            <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
              <p className="font-medium">{t('closingNo', { no: c.number })} · {new Date(c.until).toLocaleString(locale)}</p>
              <p>{t('closingTickets', { count: c.totals.tickets })} · {t('total')} <span className="tabular-nums">{m(c.totals.total)}</span></p>
              <p className="text-slate-700">{Object.entries(c.totals.byMethod).map(([k, v]) => `${t(`method.${k}`)} ${m(v.amount)}`).join(' · ')}</p>
              <p className="text-slate-700">{c.totals.byTax.map((r) => t('taxLine', { rate: Number(r.rate), gross: m(r.gross), tax: m(r.tax) })).join(' · ')}</p>
              <a className="text-sky-800 underline" href={`/api/pos/external/dsfinvk?from=${c.number}&to=${c.number}`} download={`dsfinvk-z${c.number}.zip`}>
                {t('journalExport', { no: c.number })}
              </a>
            </li>
          );
        })}
        {!last.length && closings.data && <li className="text-sm text-slate-600">{t('noClosing')}</li>}
      </ul>
    </section>
  );
}
