// The state actions the signed-in user may do on the booking now (its allowedActions, from the
// server's one rule: upstream/modules/bookings/allowed-actions.ts): confirm, plan, wait, revert,
// checkin, checkout as one click, cancel through its dialog. A refused action shows the reason.
// A booking at 0.00 is confirmed only on purpose (issue 33): the notice and its box go with Confirm.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Checkbox } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { errorText } from '@/lib/bookings/error-text';
import { useBookingChanged } from '../queries';
import { CancelDialog } from './cancel-dialog';
import { ConfirmMailChoice, useConfirmMailChoice } from '@/components/mail/confirm-mail-choice';

const SIMPLE = ['confirm', 'plan', 'wait', 'revert', 'checkin', 'checkout'] as const;

export function DetailActions({ booking, canUpdate }: { booking: TBookingDetail; canUpdate: boolean }) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [mailOnConfirm, setMailOnConfirm] = useConfirmMailChoice();
  const [withoutPrice, setWithoutPrice] = useState(false);
  const noPrice = booking.total <= 0;
  const act = useMutation({
    meta: { silent: true },
    mutationFn: (action: string) => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/${action}`, {
      method: 'POST',
      query: action === 'confirm' ? { sendConfirmation: mailOnConfirm ? '1' : '0', ...(noPrice && withoutPrice ? { withoutPrice: '1' } : {}) } : undefined,
    }),
    onSuccess: (d, action) => { changed(d); snackbar.showSuccess(t(`bookings.actions.done.${action}`)); },
  });
  if (!canUpdate) return null;
  const allowed = new Set(booking.allowedActions);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {SIMPLE.filter((a) => allowed.has(a)).map((a) => (
          <Button key={a} size="sm" variant={a === 'confirm' ? 'primary' : 'secondary'} loading={act.isPending && act.variables === a} disabled={act.isPending || (a === 'confirm' && noPrice && !withoutPrice)} onClick={() => act.mutate(a)}>
            {t(`bookings.actions.${a}`)}
          </Button>
        ))}
        {allowed.has('cancell') && <Button size="sm" variant="danger" onClick={() => setCancelOpen(true)}>{t('bookings.actions.cancell')}</Button>}
        {allowed.has('confirm') && <ConfirmMailChoice value={mailOnConfirm} onChange={setMailOnConfirm} />}
      </div>
      {allowed.has('confirm') && noPrice && (
        <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <p>{t('bookings.actions.noPrice')}</p>
          <Checkbox className="items-center" label={t('bookings.actions.withoutPrice')} checked={withoutPrice} onChange={(e) => setWithoutPrice(e.target.checked)} />
        </div>
      )}
      {act.isError && <p role="alert" className="text-sm text-red-700">{errorText(act.error, t)}</p>}
      <CancelDialog booking={booking} open={cancelOpen} onOpenChange={setCancelOpen}
        onDone={(d) => { changed(d); snackbar.showSuccess(t('bookings.actions.done.cancell')); }} />
    </div>
  );
}
