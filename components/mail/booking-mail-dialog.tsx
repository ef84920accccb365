// One dialog for the booking's mails sent by hand (confirmation, invoice, voucher, guest-form
// links): recipient (the booking's by default, or another address), language, then the preview of
// exactly what goes out (subject, the HTML in a sandboxed frame, the attachments) and Send. The
// previews are the upstream's (POST .../preview); the invoice's text is the invoices module's and
// has no preview call, so its dialog names the attachment only.
'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TMailPreview } from '@/lib/contract/mail';

export type TBookingMailKind = 'confirmation' | 'invoice' | 'voucher' | 'guestForms';

const CALL: Record<TBookingMailKind, { send: string; preview: string | null; query?: Record<string, string> }> = {
  confirmation: { send: 'sendConfirmation', preview: 'sendConfirmation/preview' },
  invoice: { send: 'sendInvoice', preview: null },
  voucher: { send: 'sendVoucher', preview: 'sendVoucher/preview' },
  guestForms: { send: 'sendGuestFormMail', preview: 'sendGuestFormMail/preview', query: { force: '1' } },
};

export function BookingMailDialog({ bookingId, kind, open, onOpenChange, defaultLanguage }: {
  bookingId: string; kind: TBookingMailKind; open: boolean; onOpenChange: (open: boolean) => void; defaultLanguage: 'de' | 'en';
}) {
  const t = useTranslations('bookingMail');
  const te = useTranslations();
  const snackbar = useSnackbar();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'de' | 'en'>(defaultLanguage);
  const call = CALL[kind];
  // The invoice keeps the language it was issued in: no language to choose.
  const body = { ...(email.trim() ? { email: email.trim() } : {}), ...(kind === 'invoice' ? {} : { language }) };
  const preview = useQuery({
    queryKey: ['bookings', bookingId, 'mail-preview', kind, email.trim(), language],
    enabled: open && !!call.preview,
    retry: false,
    queryFn: ({ signal }) => apiFetch<TMailPreview>(`/api/bookings/${bookingId}/${call.preview}`, { method: 'POST', signal, body, query: call.query }),
  });
  const send = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<{ to?: string[] }>(`/api/bookings/${bookingId}/${call.send}`, { method: 'POST', body, query: call.query }),
    onSuccess: (r) => { snackbar.showSuccess(t(`queued.${kind}`, { to: (r.to ?? []).join(', ') })); onOpenChange(false); },
  });
  const p = preview.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={t(`title.${kind}`)} description={t(`text.${kind}`)}
      footer={<>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>{t('cancel')}</Button>
        <Button onClick={() => send.mutate()} loading={send.isPending} disabled={!!call.preview && !p}>{t(`send.${kind}`)}</Button>
      </>}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <label className="grid gap-1 text-sm">
          {t('other')}
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={p?.to ?? t('otherPlaceholder')} />
        </label>
        {kind !== 'invoice' && (
          <label className="grid gap-1 text-sm">
            {t('language')}
            <Select className="w-24" value={language} onChange={(e) => setLanguage(e.target.value as 'de' | 'en')} options={[{ value: 'de', label: 'DE' }, { value: 'en', label: 'EN' }]} />
          </label>
        )}
      </div>
      {preview.isError && <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">{errorText(preview.error, te)}</p>}
      {send.isError && <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">{errorText(send.error, te)}</p>}
      {p && (
        <section aria-label={t('preview')} className="mt-4 space-y-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-600">{t('to')}</dt><dd data-testid="mail-preview-to">{p.to}</dd>
            <dt className="text-slate-600">{t('language')}</dt><dd>{p.language.toUpperCase()}</dd>
            <dt className="text-slate-600">{t('subject')}</dt><dd><strong data-testid="mail-preview-subject">{p.subject}</strong></dd>
            <dt className="text-slate-600">{t('attachments')}</dt>
            <dd><ul>{p.attachments.map((a) => <li key={a.filename}>{a.filename} ({Math.max(1, Math.round(a.size / 1024))} KB)</li>)}</ul></dd>
          </dl>
          <iframe title={t('body')} sandbox="" srcDoc={p.html} className="h-[360px] w-full rounded-md border border-slate-200 bg-white" />
        </section>
      )}
      {!call.preview && <p className="mt-3 text-sm text-slate-700">{t('invoiceAttached')}</p>}
    </Dialog>
  );
}
