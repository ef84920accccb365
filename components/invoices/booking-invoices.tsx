// The invoices of one booking on its detail: issue the invoice (to the customer or the agency),
// open each document's PDF, reverse an invoice with a credit note (a reason is required), and
// create the public link the guest opens. A partial credit note (lines or an amount) and the split
// by guests (one invoice per guest with a customer record) next to them. The list follows the booking's version, so a
// cancellation's automatic credit note shows at once.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import type { TInvoice } from '@/lib/contract/invoices';
import { errorText } from '@/lib/bookings/error-text';
import { bookingKeys } from '@/lib/bookings/query-keys';
import { formatDate, formatMoney } from '@/lib/format';
import { PartialCreditDialog } from './partial-credit-dialog';
import { EinvoiceDownload } from './einvoice-download';
import { XeroBadge } from '@/components/accounting/xero-badge';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TLink = { url: string; clubUrl: string; number: string };

export function BookingInvoices({ booking, canUpdate }: { booking: TBookingDetail; canUpdate: boolean }) {
  const t = useTranslations('invoices');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const key = ['invoices', 'booking', booking.id, booking.version];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch<{ data: TInvoice[] }>(`/api/bookings/${booking.id}/invoices`, { signal }) });
  const [recipient, setRecipient] = useState<'customer' | 'agency'>(booking.customer ? 'customer' : 'agency');
  const [credit, setCredit] = useState<TInvoice | null>(null);
  const [partial, setPartial] = useState<TInvoice | null>(null);
  const [reason, setReason] = useState('');
  const [link, setLink] = useState<TLink | null>(null);
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: ['invoices'] });
    await qc.invalidateQueries({ queryKey: bookingKeys.detail(booking.id) });
  };
  const issue = useMutation({ meta: { silent: true }, mutationFn: () => apiFetch<TInvoice>(`/api/bookings/${booking.id}/invoice`, { method: 'POST', body: { recipient } }), onSuccess: refresh });
  const byGuest = useMutation({ meta: { silent: true }, mutationFn: () => apiFetch<{ data: TInvoice[] }>(`/api/bookings/${booking.id}/splitInvoice`, { method: 'POST', body: { by: 'guest', rest: recipient } }), onSuccess: refresh });
  const creditNote = useMutation({
    meta: { silent: true },
    mutationFn: (inv: TInvoice) => apiFetch<TInvoice>(`/api/invoices/${inv.id}/creditNote`, { method: 'POST', body: { reason } }),
    onSuccess: async () => { setCredit(null); setReason(''); await refresh(); },
  });
  const publicLink = useMutation({ meta: { silent: true }, mutationFn: () => apiFetch<TLink>(`/api/bookings/${booking.id}/invoice/public`, { method: 'POST' }), onSuccess: setLink });
  const invoices = list.data?.data ?? [];
  const inForce = invoices.some((i) => i.kind === 'invoice' && !i.creditedBy);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const problem = issue.error ?? byGuest.error ?? publicLink.error;
  return (
    <Card title={t('bookingTitle')} data-testid="booking-invoices">
      {invoices.length === 0 ? <p className="text-sm text-slate-600">{list.isPending ? t('loading') : t('none')}</p> : (
        <ul className="divide-y divide-slate-100 text-sm">
          {invoices.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="booking-invoice">
              <span className="font-medium">{i.number}</span>
              <span className="text-slate-600">{t(`kind.${i.kind}`)}</span>
              <span className="tabular-nums">{formatMoney(i.total, i.currency, locale)}</span>
              <span className="text-slate-600">{formatDate(i.issueDate)}</span>
              {i.creditedBy && <span className="text-slate-600">{t('creditedBy', { number: i.creditedBy })}</span>}
              {i.referencesNumber && <span className="text-slate-600">{t('corrects', { number: i.referencesNumber })}</span>}
              <a className="text-sky-800 underline" href={`/api/invoices/${i.id}/pdf`} target="_blank" rel="noreferrer">{t('openPdf')}</a>
              {i.credited > 0 && !i.creditedBy && <span className="text-slate-600">{t('partlyCredited', { amount: formatMoney(i.credited, i.currency, locale) })}</span>}
              {i.recipient.type === 'agency' && <EinvoiceDownload invoiceId={i.id} number={i.number} />}
              <XeroBadge invoiceId={i.id} canUpdate={canUpdate} version={booking.version} />
              {canUpdate && i.kind === 'invoice' && !i.creditedBy && (
                <>
                  <Button size="sm" variant="secondary" onClick={() => setCredit(i)}>{t('creditNote')}</Button>
                  <Button size="sm" variant="secondary" onClick={() => setPartial(i)}>{t('partialCredit')}</Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canUpdate && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          {!inForce && (
            <>
              <Field label={t('recipient')} className="w-44">
                {(c) => <Select {...c} value={recipient} onChange={(e) => setRecipient(e.target.value as 'customer' | 'agency')}
                  options={[{ value: 'customer', label: t('recipients.customer') }, ...(booking.agency ? [{ value: 'agency', label: t('recipients.agency') }] : [])]} />}
              </Field>
              <Button onClick={() => issue.mutate()} loading={issue.isPending}>{t('issue')}</Button>
              <Button variant="secondary" onClick={() => byGuest.mutate()} loading={byGuest.isPending}>{t('splitByGuest')}</Button>
            </>
          )}
          {inForce && <Button variant="secondary" onClick={() => publicLink.mutate()} loading={publicLink.isPending}>{t('publicLink')}</Button>}
        </div>
      )}
      {problem && <p role="alert" className="mt-2 text-sm text-red-700">{errorText(problem, tAll)}</p>}
      {link && (
        <p className="mt-2 break-all text-sm">
          {t('publicLinkIs')} <a className="text-sky-800 underline" data-testid="public-invoice-link" href={link.url} target="_blank" rel="noreferrer">{origin}{link.url}</a>
        </p>
      )}
      <PartialCreditDialog invoice={partial} onClose={() => setPartial(null)} onDone={refresh} />
      <Dialog open={!!credit} onOpenChange={(o) => !o && setCredit(null)} title={t('creditNoteTitle', { number: credit?.number ?? '' })} description={t('creditNoteText')}>
        <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); if (credit && reason.trim()) creditNote.mutate(credit); }}>
          <Field label={t('reason')} required>{(c) => <Input {...c} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}</Field>
          {creditNote.isError && <p role="alert" className="text-sm text-red-700">{errorText(creditNote.error, tAll)}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setCredit(null)}>{tAll('common.cancel')}</Button>
            <Button type="submit" disabled={!reason.trim()} loading={creditNote.isPending}>{t('creditNoteIssue')}</Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
