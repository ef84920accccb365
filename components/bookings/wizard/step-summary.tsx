// Wizard step 5: what will be booked, the price, and for staff the agency it is booked for.
'use client';
import { useTranslations } from 'next-intl';
import { Field, Select } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { daysBetween } from '@/lib/bookings/date-grid';
import type { TWizardState } from '@/lib/bookings/wizard-state';
import { useNamedList } from '../queries';
import { PricePanel } from './price-panel';

type TProps = { state: TWizardState; onChange: (s: TWizardState) => void; chooseAgency: boolean };

export function StepSummary({ state, onChange, chooseAgency }: TProps) {
  const t = useTranslations('bookings.wizard');
  const agencies = useNamedList('/api/agencies', undefined, chooseAgency);
  const guestName = (g: TWizardState['rooms'][number]['guests'][number]) => g.customerName ?? `${g.firstName} ${g.lastName}`.trim();
  return (
    <div className="space-y-4">
      <h2 className="text-base font-medium text-slate-900">{t('summaryLegend')}</h2>
      <p className="text-sm text-slate-700" data-testid="summary-dates">
        {formatDate(state.dateFrom)} – {formatDate(state.dateTo)} · {t('nights', { count: daysBetween(state.dateFrom, state.dateTo) })}
      </p>
      <ul className="space-y-2 text-sm">
        {state.rooms.map((r) => (
          <li key={r.room} className="rounded-md bg-slate-50 p-2">
            <span className="font-medium">{r.name}</span>: {r.guests.map(guestName).join(', ')}
          </li>
        ))}
      </ul>
      {chooseAgency && (
        <Field label={t('agency')}>
          {(c) => <Select {...c} value={state.agency ?? ''} placeholder={t('noAgency')} onChange={(e) => onChange({ ...state, agency: e.target.value || null })}
            options={(agencies.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />}
        </Field>
      )}
      <PricePanel state={state} />
    </div>
  );
}
