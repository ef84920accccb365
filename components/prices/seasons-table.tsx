// The price list's seasons (periods): name, first and last day (both inclusive), add and remove.
// Errors (a missing date, from after to, the server's) sit on the row; overlaps and days of the
// validity no season covers are warnings below, since the engine cannot price those nights.
'use client';
import { useTranslations } from 'next-intl';
import { Button, Input } from '@/components/ui';
import type { TPeriod, TPeriodIssues } from '@/lib/prices/seasons';

type TProps = {
  periods: TPeriod[];
  onChange: (periods: TPeriod[]) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  /** Error text per period index (ours after a save attempt, or the server's). */
  errors: Record<number, string>;
  issues: Pick<TPeriodIssues, 'overlaps' | 'gaps'>;
  disabled?: boolean;
};

export const seasonLabel = (t: (key: string, values?: Record<string, string | number>) => string, p: TPeriod | undefined, i: number) =>
  p?.name?.trim() || t('seasons.unnamed', { n: i + 1 });

export function SeasonsTable({ periods, onChange, onRemove, onAdd, errors, issues, disabled }: TProps) {
  const t = useTranslations('prices');
  const set = (i: number, patch: Partial<TPeriod>) => onChange(periods.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <div className="space-y-3">
      {periods.length === 0 ? (
        <p className="text-sm text-slate-600">{t('seasons.none')}</p>
      ) : (
        <ol className="space-y-3">
          {periods.map((p, i) => {
            const label = seasonLabel(t, p, i);
            const error = errors[i];
            return (
              <li key={i} className="rounded-md border border-slate-200 p-3 sm:border-0 sm:p-0">
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
                  <label className="col-span-2 block text-sm sm:col-span-1">
                    <span className="font-medium text-slate-800">{t('seasons.name')}</span>
                    <Input value={p.name ?? ''} placeholder={t('seasons.unnamed', { n: i + 1 })} onChange={(e) => set(i, { name: e.target.value })}
                      aria-label={t('seasons.nameOf', { n: i + 1 })} />
                  </label>
                  <label className="block text-sm">
                    <span className="font-medium text-slate-800">{t('seasons.from')}</span>
                    <Input type="date" value={p.from} invalid={!!error} onChange={(e) => set(i, { from: e.target.value })}
                      aria-label={t('seasons.fromOf', { n: i + 1 })} />
                  </label>
                  <label className="block text-sm">
                    <span className="font-medium text-slate-800">{t('seasons.to')}</span>
                    <Input type="date" value={p.to} invalid={!!error} onChange={(e) => set(i, { to: e.target.value })}
                      aria-label={t('seasons.toOf', { n: i + 1 })} />
                  </label>
                  <Button variant="ghost" size="sm" className="col-span-2 justify-self-end text-red-700 hover:bg-red-50 sm:col-span-1"
                    onClick={() => onRemove(i)} disabled={disabled} aria-label={t('seasons.removeOf', { name: label })}>
                    {t('seasons.remove')}
                  </Button>
                </div>
                <div className="mt-2 grid grid-cols-2 gap-2 sm:w-2/3">
                  {(['de', 'en'] as const).map((l) => (
                    <label key={l} className="block text-sm">
                      <span className="text-slate-700">{t(`seasons.nameIn.${l}`)}</span>
                      <Input value={p.names?.[l] ?? ''} placeholder={p.name ?? ''} onChange={(e) => set(i, { names: { ...p.names, [l]: e.target.value } })}
                        aria-label={t(`seasons.nameInOf.${l}`, { n: i + 1 })} />
                    </label>
                  ))}
                </div>
                {error && <p role="alert" className="mt-1 text-sm text-red-700">{error}</p>}
              </li>
            );
          })}
        </ol>
      )}
      {(issues.overlaps.length > 0 || issues.gaps.length > 0) && (
        <ul className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" aria-label={t('seasons.warnings')}>
          {issues.overlaps.map(([a, b]) => (
            <li key={`o${a}-${b}`}>{t('seasons.overlap', { a: seasonLabel(t, periods[a], a), b: seasonLabel(t, periods[b], b) })}</li>
          ))}
          {issues.gaps.map((g) => (
            <li key={`g${g.from}`}>{t('seasons.gap', { from: g.from, to: g.to })}</li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={onAdd} disabled={disabled || periods.length >= 100}>{t('seasons.add')}</Button>
    </div>
  );
}
