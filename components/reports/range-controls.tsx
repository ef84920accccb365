// The from/to day inputs of a report screen (both days included), kept in the page's state.
'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Field, Input } from '@/components/ui';
import { today } from '@/lib/clock';

export type TRange = { from: string; to: string };

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** From `back` days before today to `ahead` days after it. */
export function rangeAround(back: number, ahead = 0): TRange {
  const d = today();
  return { from: shift(d, -back), to: shift(d, ahead) };
}

export function RangeControls({ range, onChange, children }: { range: TRange; onChange: (r: TRange) => void; children?: ReactNode }) {
  const t = useTranslations('reports');
  const bad = range.to < range.from;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {children}
      <Field label={t('from')} className="w-40">
        {(c) => <Input {...c} type="date" value={range.from} onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })} />}
      </Field>
      <Field label={t('to')} className="w-40" error={bad ? t('toBeforeFrom') : null}>
        {(c) => <Input {...c} type="date" value={range.to} onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })} />}
      </Field>
    </div>
  );
}
