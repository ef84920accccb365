// Wizard step 2: arrival and departure for a resort; for a vessel a departure (schedule) of one
// of its tours, or free dates for a charter outside the schedules.
'use client';
import { useTranslations } from 'next-intl';
import { Field, Input, Spinner, cn } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { daysBetween, isIsoDay } from '@/lib/bookings/date-grid';
import type { TWizardState } from '@/lib/bookings/wizard-state';
import { useSchedules } from '../queries';

type TProps = { state: TWizardState; onChange: (s: TWizardState) => void; viaPublic: boolean };

export function StepDates({ state, onChange, viaPublic }: TProps) {
  const t = useTranslations('bookings.wizard');
  const schedules = useSchedules(state.kind === 'vessel' ? state.asset : null, viaPublic);
  const setDates = (dateFrom: string, dateTo: string) => onChange({ ...state, dateFrom, dateTo, schedule: null, tour: null, rooms: [] });
  const nights = isIsoDay(state.dateFrom) && isIsoDay(state.dateTo) ? daysBetween(state.dateFrom, state.dateTo) : 0;
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-medium text-slate-900">{t(state.kind === 'vessel' ? 'scheduleLegend' : 'datesLegend')}</legend>
      {state.kind === 'vessel' && (
        schedules.isPending ? <Spinner /> : (
          <div role="radiogroup" aria-label={t('schedule')} className="grid gap-2">
            {(schedules.data ?? []).filter((s) => s.status !== 'cancelled').map((s) => (
              <label key={s.id} className={cn('flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm', state.schedule === s.id ? 'border-sky-700 bg-sky-50' : 'border-slate-300')}>
                <input type="radio" name="schedule" checked={state.schedule === s.id}
                  onChange={() => onChange({ ...state, schedule: s.id, tour: s.tour, dateFrom: s.dateFrom, dateTo: s.dateTo, rooms: [] })} />
                <span className="font-medium">{s.name}</span>
                <span className="text-slate-600">{formatDate(s.dateFrom)} – {formatDate(s.dateTo)}</span>
              </label>
            ))}
            {schedules.data?.length === 0 && <p className="text-sm text-slate-600">{t('noSchedules')}</p>}
          </div>
        )
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('dateFrom')} required>
          {(c) => <Input {...c} type="date" value={state.dateFrom} onChange={(e) => setDates(e.target.value, state.dateTo)} />}
        </Field>
        <Field label={t('dateTo')} required hint={nights > 0 ? t('nights', { count: nights }) : undefined}>
          {(c) => <Input {...c} type="date" min={state.dateFrom || undefined} value={state.dateTo} onChange={(e) => setDates(state.dateFrom, e.target.value)} />}
        </Field>
      </div>
    </fieldset>
  );
}
