// /finance/invoices: every invoice and credit note (GET /api/invoices) with filters (issue date,
// resort or vessel, agency, paid or open, overdue), totals per currency and the CSV export of the
// same filter (GET /api/invoices/csv). Opening a row's number shows its PDF in the browser's viewer
// (a new tab: API answers may not be framed, X-Frame-Options DENY). With a Xero connection each row
// shows its accounting state (components/accounting/xero-list-states.tsx).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { XeroListBadge, useXeroListStates } from '@/components/accounting/xero-list-states';
import { RefSelect } from '@/components/resources/form/ref-select';
import { Button, Card, EmptyState, ErrorState, Field, Input, Select, Spinner, buttonClasses } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TInvoice } from '@/lib/contract/invoices';
import { resourceByName } from '@/lib/contract/resources';
import { formatDate, formatMoney } from '@/lib/format';
import { EinvoiceDownload } from './einvoice-download';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TFilters = { from: string; to: string; resort: string; vessel: string; agency: string; status: '' | 'paid' | 'open'; overdue: '' | '1' };
type TRow = { id: string; number: string; kind: TInvoice['kind']; bookingNo: string | null; booking: string; issueDate: string; dueDate: string; recipientName: string; recipientType?: 'customer' | 'agency'; currency: string; net: number; tax: number; total: number; status: string; overdue: boolean };
type TList = { data: TRow[]; totals: { currency: string; net: number; tax: number; total: number }[] };
const EMPTY: TFilters = { from: '', to: '', resort: '', vessel: '', agency: '', status: '', overdue: '' };

function queryOf(f: TFilters): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (f.resort || f.vessel) q.asset = f.resort || f.vessel;
  if (f.agency) q.agency = f.agency;
  if (f.status) q.status = f.status;
  if (f.overdue) q.overdue = f.overdue;
  return q;
}

export function InvoicesScreen() {
  const t = useTranslations('invoices');
  const tr = useTranslations('routes');
  const tx = useTranslations('accounting');
  const locale = contentLanguage(useLocale());
  const [f, setF] = useState<TFilters>(EMPTY);
  const q = queryOf(f);
  const list = useQuery({ queryKey: ['invoices', 'list', q], queryFn: ({ signal }) => apiFetch<TList>('/api/invoices', { query: q, signal }) });
  const xero = useXeroListStates((list.data?.data ?? []).map((r) => r.id));
  const set = (patch: Partial<TFilters>) => setF((old) => ({ ...old, ...patch }));
  const ref = (name: string, key: keyof TFilters) => {
    const resource = resourceByName(name);
    return resource ? (
      <Field label={t(`filters.${key}`)} className="w-full sm:w-56">
        {(c) => <RefSelect id={c.id} target={{ resource, key: 'id' }} value={f[key]} onChange={(v) => set({ [key]: typeof v === 'string' ? v : '' })} describedBy={c['aria-describedby']} />}
      </Field>
    ) : null;
  };
  const csvHref = `/api/invoices/csv?${new URLSearchParams(q).toString()}`;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('financeInvoices')}</h1>
      <Card>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('filters.from')} className="w-40">{(c) => <Input {...c} type="date" value={f.from} onChange={(e) => set({ from: e.target.value })} />}</Field>
          <Field label={t('filters.to')} className="w-40">{(c) => <Input {...c} type="date" value={f.to} onChange={(e) => set({ to: e.target.value })} />}</Field>
          {ref('resort', 'resort')}
          {ref('vessel', 'vessel')}
          {ref('agencies', 'agency')}
          <Field label={t('filters.status')} className="w-40">
            {(c) => <Select {...c} value={f.status} onChange={(e) => set({ status: e.target.value as TFilters['status'] })}
              options={[{ value: '', label: t('filters.all') }, { value: 'open', label: t('status.open') }, { value: 'paid', label: t('status.paid') }]} />}
          </Field>
          <Field label={t('filters.overdue')} className="w-40">
            {(c) => <Select {...c} value={f.overdue} onChange={(e) => set({ overdue: e.target.value as TFilters['overdue'] })}
              options={[{ value: '', label: t('filters.all') }, { value: '1', label: t('filters.onlyOverdue') }]} />}
          </Field>
          <Button variant="secondary" onClick={() => setF(EMPTY)}>{t('filters.reset')}</Button>
          <a className={buttonClasses({ variant: 'secondary' })} href={csvHref} download>{t('csv')}</a>
        </div>
      </Card>
      {list.isPending ? (
        <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>
      ) : list.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{t('retry')}</Button>} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <Card>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="invoice-list">
              <thead className="text-left text-slate-600">
                <tr>
                  <th className="p-2">{t('cols.number')}</th><th className="p-2">{t('cols.date')}</th><th className="p-2">{t('cols.recipient')}</th>
                  <th className="p-2">{t('cols.booking')}</th><th className="p-2 text-right">{t('cols.net')}</th><th className="p-2 text-right">{t('cols.tax')}</th>
                  <th className="p-2 text-right">{t('cols.total')}</th><th className="p-2">{t('cols.status')}</th>
                  {xero.show && <th className="p-2">{tx('listColumn')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((r) => (
                  <tr key={r.id} className="border-t border-slate-100 tabular-nums">
                    <td className="p-2 whitespace-nowrap">
                      <a className="font-medium text-sky-800 underline" href={`/api/invoices/${r.id}/pdf`} target="_blank" rel="noreferrer" title={t('openPdf')}>{r.number}</a>
                      <span className="ml-2 text-xs text-slate-500">{t(`kind.${r.kind}`)}</span>
                      {r.recipientType === 'agency' && <div className="mt-1"><EinvoiceDownload invoiceId={r.id} number={r.number} /></div>}
                    </td>
                    <td className="p-2 whitespace-nowrap">{formatDate(r.issueDate)}</td>
                    <td className="p-2 max-w-56 truncate">{r.recipientName}</td>
                    <td className="p-2 whitespace-nowrap"><a className="text-sky-800 underline" href={`/booking/${r.booking}`}>{r.bookingNo ?? '–'}</a></td>
                    <td className="p-2 text-right">{formatMoney(r.net, r.currency, locale)}</td>
                    <td className="p-2 text-right">{formatMoney(r.tax, r.currency, locale)}</td>
                    <td className="p-2 text-right font-medium">{formatMoney(r.total, r.currency, locale)}</td>
                    <td className="p-2 whitespace-nowrap">{t(`status.${r.status}`)}{r.overdue && <span className="ml-1 rounded bg-red-100 px-1 text-xs text-red-800">{t('overdue', { date: formatDate(r.dueDate) })}</span>}</td>
                    {xero.show && <td className="p-2"><XeroListBadge item={xero.byId.get(r.id)} /></td>}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {list.data.totals.map((s) => (
                  <tr key={s.currency} className="border-t-2 border-slate-300 font-semibold tabular-nums">
                    <td className="p-2" colSpan={4}>{t('totals', { currency: s.currency })}</td>
                    <td className="p-2 text-right">{formatMoney(s.net, s.currency, locale)}</td>
                    <td className="p-2 text-right">{formatMoney(s.tax, s.currency, locale)}</td>
                    <td className="p-2 text-right">{formatMoney(s.total, s.currency, locale)}</td>
                    <td />
                    {xero.show && <td />}
                  </tr>
                ))}
              </tfoot>
            </table>
          </div>
        </Card>
      )}
    </div>
  );
}
