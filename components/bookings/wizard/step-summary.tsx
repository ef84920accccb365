// Wizard step 5: what will be booked, the price, and for staff the agency it is booked for and the
// enquiry: the lead's e-mail and phone, where it came from, a note, and whether guests typed in
// become customers (issue 33 item 3: a phone enquiry captured without a workaround).
'use client';
import { useTranslations } from 'next-intl';
import { Checkbox, Field, Input, Select, Textarea } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { daysBetween } from '@/lib/bookings/date-grid';
import type { TWizardState } from '@/lib/bookings/wizard-state';
import { useNamedList } from '../queries';
import { PricePanel } from './price-panel';

type TProps = { state: TWizardState; onChange: (s: TWizardState) => void; chooseAgency: boolean; mayCreateCustomers?: boolean };

export function StepSummary({ state, onChange, chooseAgency, mayCreateCustomers = false }: TProps) {
  const t = useTranslations('bookings.wizard');
  const agencies = useNamedList('/api/agencies', undefined, chooseAgency);
  const sources = useNamedList('/api/bookingsource', undefined, mayCreateCustomers);
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
      {mayCreateCustomers && (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{t('enquiry')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('contactEmail')}>
              {(c) => <Input {...c} type="email" autoComplete="off" value={state.contact.email} onChange={(e) => onChange({ ...state, contact: { ...state.contact, email: e.target.value } })} />}
            </Field>
            <Field label={t('contactPhone')}>
              {(c) => <Input {...c} type="tel" autoComplete="off" value={state.contact.phone} onChange={(e) => onChange({ ...state, contact: { ...state.contact, phone: e.target.value } })} />}
            </Field>
          </div>
          <Field label={t('source')}>
            {(c) => <Select {...c} value={state.source ?? ''} placeholder={t('noSource')} onChange={(e) => onChange({ ...state, source: e.target.value || null })}
              options={(sources.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />}
          </Field>
          <Field label={t('note')} hint={t('noteHint')}>
            {(c) => <Textarea {...c} rows={2} maxLength={2000} value={state.note} onChange={(e) => onChange({ ...state, note: e.target.value })} />}
          </Field>
          <Checkbox className="items-center text-sm" label={t('saveGuests')} checked={state.saveGuests} onChange={(e) => onChange({ ...state, saveGuests: e.target.checked })} />
        </fieldset>
      )}
      <PricePanel state={state} />
    </div>
  );
}
