// The price grid: one row per room type × variant ("no variant" first) × price level (the price,
// then "each guest beyond n"), one column per season; each cell the amount in the list's
// currency (major units as typed; an empty cell is no price). Scrolls sideways on a phone with
// the row names sticky on the left.
'use client';
import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { Button, Input, cn } from '@/components/ui';
import { cellKey, type TCells, type TGridRow } from '@/lib/prices/grid';
import type { TPeriod } from '@/lib/prices/seasons';
import { seasonLabel } from './seasons-table';

type TProps = {
  rows: TGridRow[];
  periods: TPeriod[];
  cells: TCells;
  onCellChange: (key: string, text: string) => void;
  /** Error text per cell key. */
  errors: Record<string, string>;
  currency: string;
  roomTypeName: (id: string) => string;
  variantName: (id: string) => string;
  paxLevels: number[];
  onPaxLevels: (levels: number[]) => void;
  disabled?: boolean;
};

export function PriceGrid({ rows, periods, cells, onCellChange, errors, currency, roomTypeName, variantName, paxLevels, onPaxLevels, disabled }: TProps) {
  const t = useTranslations('prices');
  const [level, setLevel] = useState('2');
  const rowName = (r: TGridRow) => [
    roomTypeName(r.roomType),
    r.variant ? variantName(r.variant) : t('grid.noVariant'),
    ...(r.noOfPax ? [t('grid.beyond', { n: r.noOfPax })] : []),
  ];
  const errorList = Object.entries(errors);
  const levelNumber = Number(level);
  const canAddLevel = /^\d{1,2}$/.test(level) && levelNumber >= 1 && !paxLevels.includes(levelNumber);
  return (
    <div className="space-y-3">
      {errorList.length > 0 && (
        <p role="alert" className="text-sm text-red-700">{t('grid.cellErrors', { count: errorList.length })}</p>
      )}
      <div className="overflow-x-auto rounded-md border border-slate-200" data-testid="price-grid-scroll">
        <table className="min-w-full border-separate border-spacing-0 text-sm">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 min-w-36 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-medium text-slate-700">
                {t('grid.roomType')}
              </th>
              {periods.map((p, i) => (
                <th key={i} scope="col" className="min-w-32 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-medium text-slate-700">
                  <span className="block">{seasonLabel(t, p, i)}</span>
                  <span className="block text-xs font-normal text-slate-500">{p.from || '…'} – {p.to || '…'}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, ri) => {
              const [room, variant, pax] = rowName(r);
              const first = ri === 0 || rows[ri - 1].roomType !== r.roomType;
              return (
                <tr key={cellKey(r, -1)} className={cn(first && ri > 0 && '[&>*]:border-t-2 [&>*]:border-t-slate-300')}>
                  <th scope="row" className="sticky left-0 z-10 border-b border-r border-slate-200 bg-white px-3 py-1.5 text-left font-normal">
                    <span className={cn('block', first ? 'font-medium text-slate-900' : 'text-slate-500')}>{room}</span>
                    <span className="block text-xs text-slate-600">{variant}{pax ? ` · ${pax}` : ''}</span>
                  </th>
                  {periods.map((p, pi) => {
                    const key = cellKey(r, pi);
                    const error = errors[key];
                    return (
                      <td key={pi} className="border-b border-slate-200 px-2 py-1.5">
                        <div className="flex items-center gap-1">
                          <Input
                            inputMode="decimal"
                            autoComplete="off"
                            className="h-9 w-28 text-right tabular-nums"
                            value={cells[key] ?? ''}
                            invalid={!!error}
                            title={error}
                            disabled={disabled}
                            aria-label={t('grid.cellLabel', { room, row: pax ? `${variant}, ${pax}` : variant, season: seasonLabel(t, p, pi) })}
                            onChange={(e) => onCellChange(key, e.target.value)}
                          />
                          <span className="text-xs text-slate-500" aria-hidden>{currency}</span>
                        </div>
                        {error && <span className="sr-only">{error}</span>}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-end gap-2 text-sm">
        {paxLevels.map((n) => (
          <Fragment key={n}>
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-slate-800">
              {t('grid.beyond', { n })}
              <Button variant="ghost" size="sm" className="h-6 px-2" disabled={disabled} onClick={() => onPaxLevels(paxLevels.filter((x) => x !== n))}
                aria-label={t('grid.removeLevel', { n })}>×</Button>
            </span>
          </Fragment>
        ))}
        <label className="inline-flex items-center gap-2">
          <span className="text-slate-700">{t('grid.addLevelLabel')}</span>
          <Input className="h-8 w-16" inputMode="numeric" value={level} onChange={(e) => setLevel(e.target.value)} disabled={disabled} />
        </label>
        <Button variant="secondary" size="sm" disabled={disabled || !canAddLevel} onClick={() => onPaxLevels([...paxLevels, levelNumber].sort((a, b) => a - b))}>
          {t('grid.addLevel')}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{t('grid.help', { currency })}</p>
    </div>
  );
}
