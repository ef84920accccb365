// Bank entries with what they paid and, for those waiting for a decision, the suggested matches
// (GET /api/banks/{id}/entries, /api/bankentries/temporary, /api/bankentries/manual): one click
// confirms a suggestion (POST /api/bankentries/{id}/payments), a payment is undone on its entry
// (DELETE .../payments/{paymentId}; a credit top-up by its credit entry), an entry nobody can
// match is marked ignored (or back).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, EmptyState, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TBankEntry, TSuggestion } from '@/lib/contract/banks';
import { formatDate, formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TPage = { data: TBankEntry[]; total: number; page: number; size: number };
type TProps = { path: string; query?: Record<string, string>; canMatch: boolean; emptyText: string; testId?: string };

export const bankEntryKeys = { all: ['banks', 'entries'] as const };

export function BankEntryList({ path, query = {}, canMatch, emptyText, testId = 'bank-entries' }: TProps) {
  const t = useTranslations('banks');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const entries = useQuery({
    queryKey: [...bankEntryKeys.all, path, query, page],
    queryFn: ({ signal }) => apiFetch<TPage>(path, { query: { ...query, page, size: 25 }, signal }),
  });
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: ['banks'] });
    await qc.invalidateQueries({ queryKey: ['bookings'] });
  };
  const confirm = useMutation({
    meta: { silent: true },
    mutationFn: ({ entry, s }: { entry: TBankEntry; s: TSuggestion }) => apiFetch<TBankEntry>(`/api/bankentries/${entry.id}/payments`, {
      method: 'POST', body: s.credit ? { credit: { agency: s.credit.agency }, amount: s.credit.amount }
        : s.lines.length === 1 ? { booking: s.lines[0].booking, amount: s.lines[0].amount } : { lines: s.lines.map((l) => ({ booking: l.booking, amount: l.amount })) },
    }),
    onSuccess: refresh,
  });
  const undo = useMutation({
    meta: { silent: true },
    mutationFn: ({ entry, payment }: { entry: string; payment: string }) => apiFetch<TBankEntry>(`/api/bankentries/${entry}/payments/${payment}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  const setStatus = useMutation({
    meta: { silent: true },
    mutationFn: ({ entry, status }: { entry: string; status: 'ignored' | 'temporary' }) => apiFetch(`/api/bankentries/${entry}`, { method: 'POST', body: { status } }),
    onSuccess: refresh,
  });
  const failure = confirm.error ?? undo.error ?? setStatus.error;
  if (entries.isPending) return <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>;
  if (entries.isError) return <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => entries.refetch()}>{t('retry')}</Button>} />;
  const { data, total } = entries.data;
  if (!data.length) return <EmptyState title={emptyText} />;
  const pages = Math.max(1, Math.ceil(total / 25));
  return (
    <div className="space-y-3" data-testid={testId}>
      {failure && <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">{errorText(failure, tAll)}</p>}
      <ul className="space-y-3">
        {data.map((e) => {
          const money = (v: number) => formatMoney(v, e.currency, locale);
          return (
            <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="bank-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{formatDate(e.date)} · {e.counterparty ?? t('noCounterparty')}</p>
                  <p className="break-words text-slate-700">{e.purpose}</p>
                </div>
                <div className="text-right">
                  <p className={`text-base font-semibold tabular-nums ${e.amount < 0 ? 'text-red-800' : 'text-emerald-800'}`}>{money(e.amount)}</p>
                  <p className="text-xs text-slate-600">{t(`status.${e.status}`)}{e.rest !== 0 && e.rest !== e.amount ? ` · ${t('rest', { amount: money(e.rest) })}` : ''}</p>
                </div>
              </div>
              {e.matches.length > 0 && (
                <ul className="mt-2 space-y-1 border-t border-slate-100 pt-2" aria-label={t('matches')}>
                  {e.matches.map((m) => (
                    <li key={m.id} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        {t(`kind.${m.kind}`)}{' '}
                        {m.booking ? <a className="text-sky-800 underline" href={`/booking/${m.booking}`}>{m.bookingNo ?? t('booking')}</a> : null}
                        {' '}<span className="tabular-nums">{money(m.amount)}</span>
                      </span>
                      {canMatch && m.kind === 'credit' && m.creditEntry && (
                        <Button size="sm" variant="secondary" loading={undo.isPending && undo.variables?.payment === m.creditEntry}
                          onClick={() => undo.mutate({ entry: e.id, payment: m.creditEntry! })}>{t('undo')}</Button>
                      )}
                      {canMatch && m.kind === 'payment' && m.payment && (
                        <Button size="sm" variant="secondary" loading={undo.isPending && undo.variables?.payment === m.payment}
                          onClick={() => undo.mutate({ entry: e.id, payment: m.payment! })}>{t('undo')}</Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {e.rest !== 0 && e.status !== 'ignored' && (e.suggestions?.length ?? 0) > 0 && (
                <ul className="mt-2 space-y-1 border-t border-slate-100 pt-2" aria-label={t('suggestions')}>
                  {e.suggestions!.map((s, i) => (
                    <li key={i} className="flex flex-wrap items-center justify-between gap-2" data-testid="bank-suggestion">
                      <span>
                        <span className="mr-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs tabular-nums">{Math.round(s.confidence * 100)} %</span>
                        {s.credit ? t('topUp', { agency: s.credit.agencyName, amount: money(s.credit.amount) }) : null}
                        {s.lines.map((l) => `${l.bookingNo ?? t('booking')}${l.customerName ? ` (${l.customerName})` : ''} ${money(l.amount)}`).join(' + ')}
                        <span className="ml-1 text-xs text-slate-600">{s.reasons.map((r) => t(`reason.${r}`)).join(', ')}{s.invoiceNo ? ` · ${s.invoiceNo}` : ''}</span>
                      </span>
                      {canMatch && <Button size="sm" loading={confirm.isPending && confirm.variables?.entry.id === e.id} onClick={() => confirm.mutate({ entry: e, s })}>{t('confirm')}</Button>}
                    </li>
                  ))}
                </ul>
              )}
              {canMatch && e.matches.length === 0 && (e.status === 'temporary' || e.status === 'open' || e.status === 'ignored') && (
                <div className="mt-2 flex justify-end">
                  <Button size="sm" variant="ghost" onClick={() => setStatus.mutate({ entry: e.id, status: e.status === 'ignored' ? 'temporary' : 'ignored' })}>
                    {e.status === 'ignored' ? t('unignore') : t('ignore')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center justify-center gap-2" aria-label={t('pages')}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('previous')}</Button>
          <span className="text-sm tabular-nums">{t('pageOf', { page, pages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('next')}</Button>
        </nav>
      )}
    </div>
  );
}
