// /pos/list: the counter's receipts of a day (reprint, take back) and the day closings with their
// DSFinV-K download (issue 36; docs/decisions/pos.md). For a tablet: one column on a phone.
'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DayClosing } from './day-closing';
import { ReceiptList } from './receipt-list';

const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function PosListScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('pos');
  const tr = useTranslations('routes');
  const [day, setDay] = useState(() => localDay(new Date()));
  return (
    <div className="mx-auto max-w-5xl space-y-6" data-testid="pos-list">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{tr('posList')}</h1>
        <Link className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sky-800 underline" href="/pos/counter">{tr('posCounter')}</Link>
      </div>
      <section aria-labelledby="pos-receipts" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="pos-receipts" className="text-base font-semibold text-slate-900">{t('receipts')}</h2>
          <label className="flex flex-col text-sm text-slate-700">
            {t('day')}
            <input type="date" value={day} onChange={(e) => e.target.value && setDay(e.target.value)}
              className="min-h-11 rounded-md border border-slate-300 px-3 text-base text-slate-900" />
          </label>
        </div>
        <ReceiptList day={day} canWrite={canWrite} />
      </section>
      <DayClosing canWrite={canWrite} limit={100} />
    </div>
  );
}
