// The Xero state of one invoice or credit note beside it on the booking's invoices panel: a badge
// (not sent / pending / synced / failed / voided), what a pending one waits for, Xero's words and
// the next try of a failed one, and "Send to Xero" for the books' keepers while the document or a
// related payment, refund or credit note is not synced (POST /api/plugins/xero/invoice/{id}).
// Nothing at all without a Xero connection: no badge may suggest a sync that cannot happen.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TAccountingDocument, TXeroInvoiceState } from '@/lib/contract/accounting';
import { errorText } from '@/lib/bookings/error-text';
import { formatDate } from '@/lib/format';

export const TONE: Record<TAccountingDocument['state'] | 'none', string> = {
  none: 'bg-slate-100 text-slate-800',
  pending: 'bg-amber-50 text-amber-900',
  synced: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-red-50 text-red-800',
  voided: 'bg-slate-100 text-slate-800',
};

/** `version`: the booking's version, so a new payment or refund shows its document at once. */
export function XeroBadge({ invoiceId, canUpdate, version }: { invoiceId: string; canUpdate: boolean; version: number }) {
  const t = useTranslations('accounting');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const key = ['xero', 'invoice', invoiceId, version];
  const q = useQuery({ queryKey: key, retry: false, queryFn: ({ signal }) => apiFetch<TXeroInvoiceState>(`/api/plugins/xero/invoice/${invoiceId}`, { signal }) });
  const send = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<TXeroInvoiceState>(`/api/plugins/xero/invoice/${invoiceId}`, { method: 'POST' }),
    onSuccess: (data) => { qc.setQueryData(key, data); void qc.invalidateQueries({ queryKey: ['xero'] }); },
  });
  const s = q.data;
  if (!s || (!s.connected && !s.document)) return null;
  const doc = s.document;
  const state = doc?.state ?? 'none';
  const open = [doc, ...s.related].some((d) => !d || d.state === 'pending' || d.state === 'failed');
  const failedRelated = s.related.filter((d) => d.state === 'failed');
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="xero-state" data-state={state}>
      <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${TONE[state]}`}>{t(`state.${state}`)}</span>
      {doc?.waitingFor && <span className="text-xs text-slate-600">{t(`waitingFor.${doc.waitingFor}`)}</span>}
      {(doc?.state === 'failed' || doc?.state === 'pending') && doc.lastError && <span className="text-xs text-red-800">{t('error', { message: doc.lastError })}</span>}
      {doc?.state === 'failed' && doc.retryAt && <span className="text-xs text-slate-600">{t('retryAt', { time: formatDate(doc.retryAt, 'dateTime') })}</span>}
      {failedRelated.map((d) => (
        <span key={d.id} className="text-xs text-red-800">{t(`type.${d.documentType}`)} {d.label}: {t('state.failed')} – {d.lastError}</span>
      ))}
      {canUpdate && s.connected && open && (
        <Button size="sm" variant="secondary" onClick={() => send.mutate()} loading={send.isPending}>{t('sendNow')}</Button>
      )}
      {send.isError && <span role="alert" className="text-xs text-red-700">{errorText(send.error, tAll)}</span>}
    </span>
  );
}
