// The booking wizard (/booking/wizard, /booking/resort, /booking/tour): asset → dates or a
// departure → rooms with free beds → guests per room → summary with the price, saved as an offer
// (draft) or a reservation (planned). Each step is a form, so Enter moves on; the stepper opens
// any step whose predecessors are complete. A failed save shows the server's reason in place.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, cn } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { createBody, reachableStep, stepProblem, WIZARD_STEPS, type TWizardState } from '@/lib/bookings/wizard-state';
import { errorText } from '@/lib/bookings/error-text';
import { idempotencyKey, useBookingChanged } from '../queries';
import { StepAsset } from './step-asset';
import { StepDates } from './step-dates';
import { StepGuests } from './step-guests';
import { StepRooms } from './step-rooms';
import { StepSummary } from './step-summary';

export type TWizardProps = {
  initial: TWizardState;
  /** Kind fixed by the route (/booking/resort, /booking/tour). */
  fixedKind: boolean;
  /** A room to preselect (from a free calendar cell). */
  initialRoom: string | null;
  /** Agencies book for themselves: no agency choice. */
  chooseAgency: boolean;
  /** Read resorts, vessels and departures through the public booking calls (no staff read scopes). */
  viaPublic: boolean;
  /** Staff who may create customers: the enquiry may save typed-in guests as customers. */
  mayCreateCustomers?: boolean;
};

export function BookingWizard({ initial, fixedKind, initialRoom, chooseAgency, viaPublic, mayCreateCustomers = false }: TWizardProps) {
  const t = useTranslations();
  const router = useRouter();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [state, setState] = useState(initial);
  const [step, setStep] = useState(() => reachableStep(initial));
  const [showProblem, setShowProblem] = useState(false);
  const reachable = reachableStep(state);
  const current = WIZARD_STEPS[step];
  const problem = stepProblem(current, state);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (target: 'draft' | 'planned') =>
      apiFetch<TBookingDetail>('/api/bookings', { method: 'POST', body: createBody(state, target), headers: { 'Idempotency-Key': idempotencyKey() } }),
    onSuccess: (detail) => {
      changed(detail);
      snackbar.showSuccess(t('bookings.wizard.saved', { number: detail.offerNo ?? detail.reservationNo ?? detail.bookingNo ?? '' }));
      router.push(`/booking/${detail.id}`);
    },
  });

  const update = (next: TWizardState) => {
    setShowProblem(false);
    save.reset();
    setState(next);
  };

  const onNext = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return setShowProblem(true);
    if (step < WIZARD_STEPS.length - 1) {
      setShowProblem(false);
      setStep(step + 1);
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{t(`bookings.wizard.title.${state.kind}`)}</h1>
      <ol className="flex flex-wrap gap-1 text-sm" aria-label={t('bookings.wizard.steps')}>
        {WIZARD_STEPS.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              disabled={i > reachable}
              onClick={() => setStep(i)}
              aria-current={i === step ? 'step' : undefined}
              className={cn('rounded-full border px-3 py-1', i === step ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 bg-white text-slate-700 disabled:opacity-40')}
            >
              {i + 1}. {t(`bookings.wizard.step.${s}`)}
            </button>
          </li>
        ))}
      </ol>
      <form onSubmit={onNext} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {current === 'asset' && <StepAsset state={state} onChange={update} fixedKind={fixedKind} viaPublic={viaPublic} />}
        {current === 'dates' && <StepDates state={state} onChange={update} viaPublic={viaPublic} />}
        {current === 'rooms' && <StepRooms state={state} onChange={update} initialRoom={initialRoom} />}
        {current === 'guests' && <StepGuests state={state} onChange={update} />}
        {current === 'summary' && <StepSummary state={state} onChange={update} chooseAgency={chooseAgency} mayCreateCustomers={mayCreateCustomers} />}
        {showProblem && problem && <p role="alert" className="text-sm text-red-700">{t(`bookings.wizard.problem.${problem}`)}</p>}
        {save.isError && <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{errorText(save.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-between">
          <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>{t('common.back')}</Button>
          {current === 'summary' ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="secondary" loading={save.isPending && save.variables === 'draft'} disabled={save.isPending || !!problem} onClick={() => save.mutate('draft')}>
                {t('bookings.wizard.saveOffer')}
              </Button>
              <Button type="submit" loading={save.isPending && save.variables === 'planned'} disabled={save.isPending || !!problem} onClick={(e) => { e.preventDefault(); save.mutate('planned'); }}>
                {t('bookings.wizard.saveReservation')}
              </Button>
            </div>
          ) : (
            <Button type="submit">{t('common.next')}</Button>
          )}
        </div>
      </form>
    </div>
  );
}
