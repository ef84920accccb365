// "Send voucher" on the booking detail of an agency booking (bookings.update): the voucher PDF to
// the agency (POST /api/bookings/{id}/sendVoucher), or to another address typed here. The mail is
// recorded on the booking (the mail queue).
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

export function VoucherMailButton({ bookingId }: { bookingId: string }) {
  const t = useTranslations('voucherMail');
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const send = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<{ to: string[] }>(`/api/bookings/${bookingId}/sendVoucher`, { method: 'POST', body: email.trim() ? { email: email.trim() } : {} }),
    onSuccess: (r) => { snackbar.showSuccess(t('queued', { to: r.to.join(', ') })); setOpen(false); },
    onError: snackbar.showError,
  });
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => { setEmail(''); setOpen(true); }}>{t('button')}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('title')} description={t('text')}
        footer={<>
          <Button variant="secondary" onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button onClick={() => send.mutate()} loading={send.isPending}>{t('send')}</Button>
        </>}>
        <label className="grid gap-1 text-sm">
          {t('other')}
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('otherPlaceholder')} />
        </label>
      </Dialog>
    </>
  );
}
