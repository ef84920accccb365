// "Which bookings would match": the unsaved special (the editor's current values) priced against
// the bookings arriving in a window (POST /api/specials/preview), refreshed while editing.
'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Card, Field, Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate, formatMoney } from '@/lib/format';
import type { TRule } from '@/lib/specials/rule-kinds';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TPreview = {
  from: string; to: string; scanned: number; more: boolean;
  bookings: { id: string; bookingNo: string | null; title: string | null; dateFrom: string; dateTo: string; noOfPax: number; currency: string; price: number; saving: number }[];
};

const SENT = ['name', 'type', 'group', 'validFrom', 'validTo', 'appliesTo', 'discount', 'discountValue', 'reduce', 'replaceMatchingRoomPrice',
  'unique', 'excludeFromTax', 'excludeFromCommission', 'includeSpecialsWithSameRule'] as const;

/** The editor's values as the preview call takes them (empty texts as absent, numbers as numbers). */
export function previewBody(values: Record<string, unknown>, rule: TRule[], includeIn: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { rule, includeIn };
  for (const k of SENT) {
    const v = values[k];
    if (v === '' || v === undefined || v === null) continue;
    out[k] = k === 'discountValue' ? Number(v) : v;
  }
  return out;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => { const d = new Date(`${day}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + n); return iso(d); };

export function SpecialPreview({ body }: { body: Record<string, unknown> }) {
  const t = useTranslations('specials.preview');
  const locale = contentLanguage(useLocale());
  const [from, setFrom] = useState(() => (typeof body.validFrom === 'string' && body.validFrom ? body.validFrom : iso(new Date())));
  const [to, setTo] = useState(() => plusDays(from, 90));
  // While typing: ask again half a second after the last change.
  const key = JSON.stringify({ body, from, to });
  const [settled, setSettled] = useState(key);
  useEffect(() => { const h = setTimeout(() => setSettled(key), 500); return () => clearTimeout(h); }, [key]);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const q = useQuery({
    queryKey: ['specials', 'preview', settled],
    queryFn: ({ signal }) => {
      const s = JSON.parse(settled) as { body: Record<string, unknown>; from: string; to: string };
      return apiFetch<TPreview>('/api/specials/preview', { method: 'POST', body: { special: s.body, from: s.from, to: s.to }, signal });
    },
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t('title')} description={t('help')}>
      <section aria-label={t('title')} data-testid="special-preview" className="space-y-3">
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Field label={t('from')}>{(c) => <Input {...c} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}</Field>
          <Field label={t('to')} error={valid ? null : t('badWindow')}>{(c) => <Input {...c} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}</Field>
        </div>
        {q.isError && <p role="alert" className="text-sm text-red-700">{t('failed')}</p>}
        {q.data && (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('summary', { matched: q.data.bookings.length, scanned: q.data.scanned })}{q.data.more ? ` ${t('more')}` : ''}
            </p>
            {q.data.bookings.length > 0 && (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[28rem] text-sm">
                  <thead className="text-left text-slate-500">
                    <tr>
                      <th scope="col" className="py-1 pr-3 font-normal">{t('booking')}</th>
                      <th scope="col" className="py-1 pr-3 font-normal">{t('arrival')}</th>
                      <th scope="col" className="py-1 text-right font-normal">{t('pax')}</th>
                      <th scope="col" className="py-1 text-right font-normal">{t('price')}</th>
                      <th scope="col" className="py-1 text-right font-normal">{t('saving')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {q.data.bookings.map((b) => (
                      <tr key={b.id} className="border-t border-slate-100" data-testid="preview-booking">
                        <td className="py-1.5 pr-3">
                          <Link href={`/booking/${b.id}`} className="text-sky-800 underline">{b.bookingNo ?? b.title ?? b.id.slice(0, 8)}</Link>
                          {b.title && b.bookingNo ? <span className="ml-1 text-slate-600">{b.title}</span> : null}
                        </td>
                        <td className="py-1.5 pr-3 whitespace-nowrap">{formatDate(b.dateFrom)} – {formatDate(b.dateTo)}</td>
                        <td className="py-1.5 pl-3 text-right">{b.noOfPax}</td>
                        <td className="py-1.5 text-right whitespace-nowrap">{formatMoney(b.price, b.currency, locale)}</td>
                        <td className="py-1.5 text-right font-medium whitespace-nowrap text-teal-800">{formatMoney(b.saving, b.currency, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
