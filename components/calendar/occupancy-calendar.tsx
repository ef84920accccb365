// The booking calendars: /booking/calendar (vessel: cabins by day), /booking/occupancy and
// /resort/dates (resort: rooms by day). The asset, the first month and the span are in the URL;
// month navigation moves by one month. Cells are coloured by lib/bookings/calendar-status.
'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Checkbox, ConfirmDialog, ErrorState, Select, Spinner } from '@/components/ui';
import { nowMs } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { calendarRows, type TCalendarCell, type TCalendarRow } from '@/lib/bookings/calendar-rows';
import { CALENDAR_SPANS as SPANS, calendarWindow } from '@/lib/bookings/calendar-window';
import { addDays, addMonths, dayList } from '@/lib/bookings/date-grid';
import { wizardHref } from '@/lib/bookings/wizard-state';
import { useAssetNames, useAvailableRooms, useCalendarHead, useOccupancy } from '@/components/bookings/queries';
import { useRemoveBlocker } from './use-remove-blocker';
import { CalendarGrid } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';

const NO_CELLS: TCalendarCell[] = [];
// Loaded when first opened: its form pulls in the contract schemas (zod), ~30 kB of script the
// calendar's first paint does not need.
const BlockerDialog = dynamic(() => import('./blocker-dialog').then((m) => m.BlockerDialog), { ssr: false });

type TProps = { kind: 'resort' | 'vessel'; title: string; canBlock: boolean; /** A free cell starts the wizard only for a role that may book. */ canBook: boolean };

export function OccupancyCalendar({ kind, title, canBlock, canBook }: TProps) {
  const t = useTranslations('bookings.calendar');
  const tb = useTranslations('bookings.blocker');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [today] = useState(() => formatDate(nowMs(), 'iso'));
  const assets = useAssetNames(kind);
  const asset = params.get('asset') ?? assets.data?.[0]?.id ?? null;
  const { from, to, months } = calendarWindow(params.get('month'), params.get('months'), today);
  const [greyPast, setGreyPast] = useState(true);
  const [checkInColours, setCheckInColours] = useState(true);
  const [blocking, setBlocking] = useState(false);
  const [toUnblock, setToUnblock] = useState<{ id: string; text: string } | null>(null);
  const removeBlocker = useRemoveBlocker();
  const snackbar = useSnackbar();

  const go = (next: Record<string, string>) => {
    const q = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(next)) q.set(k, v);
    router.replace(`${pathname}?${q.toString()}`, { scroll: false });
  };
  const rooms = useAvailableRooms(asset, from, to);
  const cells = useOccupancy(kind, asset, from, to);
  const head = useCalendarHead(asset, from, to);
  const days = useMemo(() => dayList(from, to), [from, to]);
  // Until the window's occupancy is in, only the rooms of the page's first screen are known;
  // the others show as loading, never as free.
  const complete = cells.data !== undefined && !cells.isPlaceholderData;
  const shown = complete ? cells.data : head.data?.cells ?? NO_CELLS;
  const known = useMemo(() => (complete ? null : new Set(head.data?.rooms ?? [])), [complete, head.data]);
  const rows = useMemo(
    () => calendarRows(rooms.data ?? [], shown, { from, columns: days.length }, { today, greyPast, checkInColours }, known),
    [rooms.data, shown, from, days.length, today, greyPast, checkInColours, known],
  );
  const label = (r: TCalendarRow) => (r.bed === null ? r.room.name : t('bedLabel', { room: r.room.name, bed: r.bed + 1 }));
  const onFree = (r: TCalendarRow, day: string) => {
    if (!asset || !canBook) return;
    const next = addDays(day, 1);
    router.push(wizardHref({ kind, asset, room: r.room.id, dateFrom: day, dateTo: next }));
  };

  return (
    <section aria-labelledby="calendar-title" className="space-y-3">
      <header className="flex flex-wrap items-center gap-2">
        <h1 id="calendar-title" className="mr-auto text-xl font-semibold text-slate-900">{title}</h1>
        <Select aria-label={t(`asset.${kind}`)} className="w-56" value={asset ?? ''} onChange={(e) => go({ asset: e.target.value })}
          options={(assets.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />
        <Select aria-label={t('span')} className="w-32" value={String(months)} onChange={(e) => go({ months: e.target.value })}
          options={SPANS.map((m) => ({ value: String(m), label: t('months', { count: m }) }))} />
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => go({ month: addMonths(from, -1).slice(0, 7) })} aria-label={t('previous')}>‹</Button>
        <span className="min-w-28 text-center font-medium" data-testid="calendar-month">{formatDate(from, 'monthYear')}{months > 1 ? ` – ${formatDate(addMonths(from, months - 1), 'monthYear')}` : ''}</span>
        <Button size="sm" variant="secondary" onClick={() => go({ month: addMonths(from, 1).slice(0, 7) })} aria-label={t('next')}>›</Button>
        <Button size="sm" variant="ghost" onClick={() => go({ month: today.slice(0, 7) })}>{t('today')}</Button>
        <Checkbox className="ml-4 text-sm" label={t('greyPast')} checked={greyPast} onChange={(e) => setGreyPast(e.target.checked)} />
        <Checkbox className="text-sm" label={t('checkInColours')} checked={checkInColours} onChange={(e) => setCheckInColours(e.target.checked)} />
        {(rooms.isFetching || cells.isFetching) && <Spinner size="sm" label={t('loading')} />}
        {canBlock && asset && <Button size="sm" variant="secondary" className="ml-auto" onClick={() => setBlocking(true)}>{tb('title')}</Button>}
      </div>
      {assets.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => void assets.refetch()}>{t('retry')}</Button>} />
        : assets.data?.length === 0 ? <ErrorState title={t(`noAssets.${kind}`)} />
        : rooms.isError || cells.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => { void rooms.refetch(); void cells.refetch(); }}>{t('retry')}</Button>} />
        : assets.isPending || rooms.isPending ? <div className="flex justify-center p-10"><Spinner size="lg" /></div>
        : <CalendarGrid rows={rows} complete={complete} days={days} today={today} onFree={onFree} label={label}
            onBlocker={canBlock ? (b, r) => b.blocker && setToUnblock({ id: b.blocker, text: `${label(r)}: ${formatDate(b.dateFrom)} – ${formatDate(b.dateTo)}` }) : null} />}
      <CalendarLegend />
      {blocking && <BlockerDialog rooms={rooms.data ?? []} dateFrom={from < today && today < to ? today : from} onClose={() => setBlocking(false)} />}
      <ConfirmDialog
        open={toUnblock !== null}
        onOpenChange={(o) => !o && setToUnblock(null)}
        title={tb('removeTitle')}
        description={toUnblock?.text ?? ''}
        confirmLabel={tb('remove')}
        destructive
        onConfirm={async () => { await removeBlocker.mutateAsync(toUnblock!.id); snackbar.showSuccess(tb('removed')); }}
      />
    </section>
  );
}
