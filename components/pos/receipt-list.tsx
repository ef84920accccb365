// The receipts of one day at the counter (/pos/list): the settled tickets (paid, on a room bill or
// taken back), newest first, with their guest, booking and payments in one call
// (GET /api/pos/receipts for the local day's instants). Reprint is the receipt PDF (POST /api/pos/{id}/print); take back is
// DELETE /api/pos/{id}/payment, asked twice. Cards rather than a table: one column on a phone,
// buttons big enough for a finger.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, EmptyState, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TPosTicket } from '@/lib/contract/pos';
import { formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';
import { posKeys, useTicketWrite } from './pos-queries';
import { ReceiptButton } from './receipt-button';

/** The local day as the UTC instants of its start and of the next day's start. */
function dayRange(day: string): { from: string; to: string } {
  const start = new Date(`${day}T00:00:00`);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export function ReceiptList({ day, canWrite }: { day: string; canWrite: boolean }) {
  const t = useTranslations('pos');
  const list = useQuery({
    queryKey: [...posKeys.all, 'receipts', day],
    queryFn: ({ signal }) => apiFetch<{ data: TPosTicket[]; truncated: boolean }>('/api/pos/receipts', { query: dayRange(day), signal }),
  });
  if (list.isPending) return <div className="flex justify-center p-8"><Spinner size="lg" label={t('loading')} /></div>;
  if (list.isError) return <ErrorState title={t('receiptsFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{t('retry')}</Button>} />;
  if (!list.data.data.length) return <EmptyState title={t('noReceipts')} />;
  return (
    <>
      {list.data.truncated && <p role="status" className="rounded bg-amber-50 p-2 text-sm text-amber-900">{t('receiptsTruncated', { count: list.data.data.length })}</p>}
      <ul className="grid gap-3 md:grid-cols-2" data-testid="pos-receipts">
        {list.data.data.map((r) => <ReceiptCard key={r.id} ticket={r} canWrite={canWrite} />)}
      </ul>
    </>
  );
}

function ReceiptCard({ ticket: x, canWrite }: { ticket: TPosTicket; canWrite: boolean }) {
  const t = useTranslations('pos');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const [asking, setAsking] = useState(false);
  const reverse = useTicketWrite(() => apiFetch<TPosTicket>(`/api/pos/${x.id}/payment`, { method: 'DELETE' }));
  const methods = [...new Set(x.payments.filter((p) => !p.reverses && p.amount > 0).map((p) => t(`method.${p.method}`)))].join(', ');
  const time = x.paidAt ? new Date(x.paidAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="pos-receipt">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t('receiptNo', { no: x.receiptNo ?? '' })} · <time dateTime={x.paidAt ?? undefined}>{time}</time></h3>
        <p className="text-lg font-semibold tabular-nums">{formatMoney(x.total, x.currency, locale)}</p>
      </div>
      <p className="text-slate-700">
        {x.customerName ?? x.name}
        {x.bookingNo && <> · {t('booking')} <a className="text-sky-800 underline" href={`/booking/${x.booking}`}>{x.bookingNo}</a></>}
      </p>
      <p className="text-slate-700">{methods || '—'} · <span className={x.status === 'void' ? 'font-medium text-red-800' : ''}>{t(`status.${x.status}`)}</span></p>
      {reverse.error && <p role="alert" className="rounded bg-red-50 p-2 text-red-800">{errorText(reverse.error, tAll)}</p>}
      <div className="flex flex-wrap gap-2">
        <ReceiptButton ticketId={x.id} receiptNo={x.receiptNo} />
        {canWrite && x.status === 'paid' && !asking && <Button variant="secondary" onClick={() => setAsking(true)}>{t('takeBack')}</Button>}
        {canWrite && x.status === 'paid' && asking && (
          <>
            <Button variant="danger" loading={reverse.isPending} onClick={() => reverse.mutate(undefined, { onSettled: () => setAsking(false) })}>{t('takeBackSure', { no: x.receiptNo ?? '' })}</Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>{t('keep')}</Button>
          </>
        )}
      </div>
    </li>
  );
}
