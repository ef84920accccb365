// The virtualised occupancy grid: rows = rooms (beds for shared cabins), columns = days, both
// directions virtualised with @tanstack/react-virtual so 300 rooms × 365 days stay smooth. The
// day header sticks to the top, the room names to the left. A bar opens its booking; a free
// day cell starts the wizard for that room and night.
'use client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { barAt, barsInView, type TCalendarBar, type TCalendarRow } from '@/lib/bookings/calendar-rows';
import { STATUS_CLASSES } from '@/lib/bookings/calendar-status';
import { weekday } from '@/lib/bookings/date-grid';

export const ROW_HEIGHT = 47;
export const COLUMN_WIDTH = 78;
const LABEL_WIDTH = 168;
const HEADER_HEIGHT = 40;
/** The scroller's size before it can be measured: what the server renders (and the browser's
 *  first render, so hydration matches) when the page comes with its data. */
const INITIAL_RECT = { width: 1280, height: 640 };
/** Rows and columns drawn beyond the visible ones, for smooth scrolling. The server's render (and
 *  the browser's first, which must match it) draws only the visible ones plus one: that halves the
 *  first screen's HTML (~420 -> ~240 cells), and the margin is added once the grid is mounted. */
const OVERSCAN = 6;
const FIRST_OVERSCAN = 1;

type TProps = {
  rows: readonly TCalendarRow[];
  /** Every room's occupancy is in (false: some rows are still loading). */
  complete: boolean;
  days: readonly string[];
  today: string;
  onFree: (row: TCalendarRow, day: string) => void;
  label: (row: TCalendarRow) => string;
  /** Click on a blocker bar (remove it); null: blockers are not clickable. */
  onBlocker: ((bar: TCalendarBar, row: TCalendarRow) => void) | null;
};

export function CalendarGrid({ rows, complete, days, today, onFree, label, onBlocker }: TProps) {
  const t = useTranslations('bookings.calendar');
  const scroller = useRef<HTMLDivElement>(null);
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN);
  useEffect(() => setOverscan(OVERSCAN), []);
  // Each day's texts once per month, not once per cell (a screen has ~500 cells; date-fns was
  // the page's hottest code on the server, docs/benchmarks.md).
  const dayTexts = useMemo(() => days.map((d) => ({ date: formatDate(d), short: formatDate(d, 'short'), weekday: weekday(d) })), [days]);
  const rowV = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan, paddingStart: HEADER_HEIGHT, initialRect: INITIAL_RECT });
  const colV = useVirtualizer({ horizontal: true, count: days.length, getScrollElement: () => scroller.current, estimateSize: () => COLUMN_WIDTH, overscan, paddingStart: LABEL_WIDTH, initialRect: INITIAL_RECT });
  const vRows = rowV.getVirtualItems();
  const vCols = colV.getVirtualItems();
  const first = vCols[0]?.index ?? 0;
  const last = vCols[vCols.length - 1]?.index ?? -1;
  const width = LABEL_WIDTH + days.length * COLUMN_WIDTH;
  const height = HEADER_HEIGHT + rows.length * ROW_HEIGHT;
  return (
    <div ref={scroller} role="grid" aria-rowcount={rows.length + 1} aria-colcount={days.length + 1} aria-label={t('grid')}
      className="relative h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white text-[12px]" data-testid="calendar-grid"
      aria-busy={!complete} data-complete={complete}>
      <div style={{ width, height }} className="relative">
        <div role="row" className="sticky top-0 z-30 border-b border-slate-200 bg-slate-50" style={{ width, height: HEADER_HEIGHT }}>
          <div role="columnheader" className="sticky left-0 z-10 flex h-full items-center border-r border-slate-200 bg-slate-50 px-2 font-medium" style={{ width: LABEL_WIDTH }}>{t('room')}</div>
          {vCols.map((c) => {
            const d = days[c.index];
            const { short, weekday: wd } = dayTexts[c.index];
            return (
              <div key={c.key} role="columnheader" aria-colindex={c.index + 2} className={cn('absolute top-0 flex h-full flex-col items-center justify-center border-r border-slate-200 leading-tight', (wd === 0 || wd === 6) && 'bg-slate-100', d === today && 'bg-sky-100 font-semibold text-sky-900')}
                style={{ left: c.start, width: COLUMN_WIDTH }}>
                <span>{t(`weekday.${wd}`)}</span><span>{short}</span>
              </div>
            );
          })}
        </div>
        <div className="sticky left-0 z-20 border-r border-slate-200 bg-white" style={{ width: LABEL_WIDTH, height: rows.length * ROW_HEIGHT }}>
          {vRows.map((r) => (
            <div key={r.key} className="absolute left-0 flex w-full items-center truncate border-b border-slate-100 px-2 font-medium text-slate-800" style={{ top: r.start - HEADER_HEIGHT, height: ROW_HEIGHT }} title={label(rows[r.index])}>
              {label(rows[r.index])}
            </div>
          ))}
        </div>
        {vRows.map((r) => {
          const row = rows[r.index];
          return (
            <div key={r.key} role="row" aria-rowindex={r.index + 2} aria-label={label(row)} aria-busy={row.loading} className="absolute left-0 border-b border-slate-100" style={{ top: r.start, height: ROW_HEIGHT, width }}>
              {row.loading && <div aria-hidden className="absolute inset-y-2 animate-pulse rounded bg-slate-100" style={{ left: LABEL_WIDTH, width: width - LABEL_WIDTH }} />}
              {!row.loading && vCols.map((c) => {
                const day = days[c.index];
                if (barAt(row.bars, c.index)) return null;
                const name = t('freeCell', { room: label(row), day: dayTexts[c.index].date });
                return (
                  <button key={c.key} type="button" role="gridcell" aria-label={name} title={name} onClick={() => onFree(row, day)}
                    className={cn('absolute top-0 h-full border-r border-slate-100 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600', day < today && 'bg-slate-50')}
                    style={{ left: c.start, width: COLUMN_WIDTH }} />
                );
              })}
              {barsInView(row.bars, first, last).map((b) => {
                const style = { left: LABEL_WIDTH + b.start * COLUMN_WIDTH + 1, width: (b.end - b.start) * COLUMN_WIDTH - 2 };
                const cls = cn('absolute bottom-1 z-10 flex items-center overflow-hidden whitespace-nowrap border px-1.5', STATUS_CLASSES[b.status],
                  b.clippedStart ? 'rounded-l-none' : 'rounded-l-md', b.clippedEnd ? 'rounded-r-none' : 'rounded-r-md', b.holds ? 'top-1' : 'top-8');
                const text = `${b.label} · ${t(`status.${b.status}`)} · ${formatDate(b.dateFrom)} – ${formatDate(b.dateTo)}`;
                return b.booking ? (
                  <Link key={b.key} href={`/booking/${b.booking}`} prefetch={false} role="gridcell" className={cls} style={style} title={text} aria-label={text} data-status={b.status}>{b.label}</Link>
                ) : onBlocker ? (
                  <button key={b.key} type="button" role="gridcell" className={cls} style={style} title={text} aria-label={text} data-status={b.status} onClick={() => onBlocker(b, row)}>{t(`status.${b.status}`)}</button>
                ) : (
                  <span key={b.key} role="gridcell" className={cls} style={style} title={text} aria-label={text} data-status={b.status}>{t(`status.${b.status}`)}</span>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
