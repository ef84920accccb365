// Wizard step 3: the rooms or cabins of the asset with their free beds for the dates; a room with
// no free bed cannot be chosen. A room passed in from a free calendar cell is chosen once loaded.
'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button, ErrorState, Spinner, cn } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { toggleRoom, type TWizardState } from '@/lib/bookings/wizard-state';
import { useAvailableRooms } from '../queries';

type TProps = { state: TWizardState; onChange: (s: TWizardState) => void; initialRoom: string | null };

export function StepRooms({ state, onChange, initialRoom }: TProps) {
  const t = useTranslations('bookings.wizard');
  const tc = useTranslations('common');
  const rooms = useAvailableRooms(state.asset, state.dateFrom, state.dateTo);
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !initialRoom || !rooms.data) return;
    preselected.current = true;
    const r = rooms.data.find((x) => x.id === initialRoom);
    if (r && r.freeBeds > 0 && !state.rooms.some((x) => x.room === r.id)) onChange(toggleRoom(state, r));
  }, [initialRoom, rooms.data, state, onChange]);

  if (rooms.isPending) return <Spinner />;
  if (rooms.isError) return <ErrorState title={t('roomsFailed')} action={<Button variant="secondary" onClick={() => rooms.refetch()}>{tc('retry')}</Button>} />;
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-medium text-slate-900">
        {t('roomsLegend', { from: formatDate(state.dateFrom), to: formatDate(state.dateTo) })}
      </legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {rooms.data.map((r) => {
          const chosen = state.rooms.some((x) => x.room === r.id);
          const full = r.freeBeds === 0;
          return (
            <li key={r.id}>
              <label className={cn('flex items-center gap-3 rounded-md border p-3 text-sm', chosen ? 'border-sky-700 bg-sky-50' : 'border-slate-300', full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer')}>
                <input type="checkbox" checked={chosen} disabled={full && !chosen} onChange={() => onChange(toggleRoom(state, r))} aria-describedby={`beds-${r.id}`} />
                <span className="flex-1 font-medium">{r.name}</span>
                <span id={`beds-${r.id}`} className={full ? 'text-red-700' : 'text-emerald-700'}>
                  {full ? t('full') : t('freeBeds', { free: r.freeBeds, total: r.bedCount })}
                  {r.allowSharedRoom && ` · ${t('shared')}`}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {rooms.data.length === 0 && <p className="text-sm text-slate-600">{t('noRooms')}</p>}
    </fieldset>
  );
}
