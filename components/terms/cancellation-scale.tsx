// The terms' cancellation scale as rows (days before arrival → percent of the total), instead of
// JSON: add and remove rows, days unique, percent 0..100, shown sorted (the earliest step first).
// Edits the form's JSON text value (form-values.ts parses it; the contract checks it again).
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Input } from '@/components/ui';

type TRow = { key: number; days: string; percent: string };

let nextKey = 1;
const rowsOf = (value: string): TRow[] => {
  try {
    const v: unknown = JSON.parse(value || '[]');
    if (!Array.isArray(v)) return [];
    return v.map((s: { daysBefore?: unknown; percent?: unknown }) => ({ key: nextKey++, days: String(s?.daysBefore ?? ''), percent: String(s?.percent ?? '') }));
  } catch {
    return [];
  }
};
const num = (s: string): number | string => (s.trim() !== '' && Number.isFinite(Number(s.replace(',', '.'))) ? Number(s.replace(',', '.')) : s);
const serialize = (rows: TRow[]) => JSON.stringify(rows.map((r) => ({ daysBefore: num(r.days), percent: num(r.percent) })));
/** The earliest step (most days before arrival) first; rows without a number keep their place at the end. */
const sorted = (rows: TRow[]) => [...rows].sort((a, b) => (Number(b.days) || -1) - (Number(a.days) || -1));

export type TScaleError = 'days' | 'duplicate' | 'percent' | null;
export function rowErrors(rows: { days: string; percent: string }[]): { days: TScaleError; percent: TScaleError }[] {
  return rows.map((r) => {
    const d = num(r.days);
    const p = num(r.percent);
    const dup = typeof d === 'number' && rows.filter((x) => num(x.days) === d).length > 1;
    return {
      days: typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > 1000 ? 'days' : dup ? 'duplicate' : null,
      percent: typeof p !== 'number' || p < 0 || p > 100 ? 'percent' : null,
    };
  });
}

export function CancellationScale({ id, value, onChange, onBlur, describedBy }: { id: string; value: string; onChange: (v: string) => void; onBlur: () => void; describedBy?: string }) {
  const t = useTranslations('specials.terms.scale');
  const [rows, setRows] = useState<TRow[]>(() => sorted(rowsOf(value)));
  const [seen, setSeen] = useState(value);
  // A new value from outside (the form reset after saving, another record): show it.
  if (value !== seen) {
    setSeen(value);
    if (serialize(rowsOf(value)) !== serialize(rows)) setRows(sorted(rowsOf(value)));
  }
  const change = (next: TRow[]) => {
    const v = serialize(next);
    setRows(next);
    setSeen(v);
    onChange(v);
  };
  const errors = rowErrors(rows);
  const edit = (key: number, part: Partial<TRow>) => change(rows.map((r) => (r.key === key ? { ...r, ...part } : r)));
  return (
    <div className="space-y-2" id={id} aria-describedby={describedBy} role="group">
      {rows.length === 0 ? <p className="text-sm text-slate-600">{t('none')}</p> : (
        <table className="w-full text-sm">
          <thead className="text-left text-slate-500">
            <tr><th scope="col" className="pb-1 font-normal">{t('days')}</th><th scope="col" className="pb-1 font-normal">{t('percent')}</th><th><span className="sr-only">{t('remove')}</span></th></tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.key} data-testid="scale-row" className="align-top">
                <td className="pr-2 pb-2">
                  <Input aria-label={t('daysOf', { n: i + 1 })} inputMode="numeric" value={r.days} invalid={!!errors[i].days}
                    onChange={(e) => edit(r.key, { days: e.target.value })} onBlur={() => { change(sorted(rows)); onBlur(); }} />
                  {errors[i].days && <p role="alert" className="mt-1 text-xs text-red-700">{t(`error.${errors[i].days}`)}</p>}
                </td>
                <td className="pr-2 pb-2">
                  <Input aria-label={t('percentOf', { n: i + 1 })} inputMode="decimal" value={r.percent} invalid={!!errors[i].percent}
                    onChange={(e) => edit(r.key, { percent: e.target.value })} onBlur={onBlur} />
                  {errors[i].percent && <p role="alert" className="mt-1 text-xs text-red-700">{t('error.percent')}</p>}
                </td>
                <td className="pb-2 text-right">
                  <Button type="button" variant="ghost" size="sm" onClick={() => change(rows.filter((x) => x.key !== r.key))} aria-label={t('removeRow', { n: i + 1 })}>{t('remove')}</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button type="button" variant="secondary" size="sm" onClick={() => change([...rows, { key: nextKey++, days: '', percent: '' }])}>{t('add')}</Button>
      <p className="text-xs text-slate-500">{t('help')}</p>
    </div>
  );
}
