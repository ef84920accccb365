// /credits (agencies' credits) and /ccredits (customers' credits): every credit the caller may see
// (GET /api/agencies/credits or /api/customers/credits) with its holder, source, what was granted
// and what is left, totals per currency, a filter by holder and "money left only"; a row opens the
// credit's ledger (credit-dialog.tsx), staff with the update scope issue new credits.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { RefSelect } from '@/components/resources/form/ref-select';
import { Button, Card, Checkbox, EmptyState, ErrorState, Field, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TCredit, TCreditHolder } from '@/lib/contract/credits';
import { resourceByName } from '@/lib/contract/resources';
import { formatDate, formatMoney } from '@/lib/format';
import { CreditDialog } from './credit-dialog';
import { NewCreditDialog } from './new-credit-dialog';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TList = { items: TCredit[]; totals: { currency: string; balance: number }[] };
export const creditListPath = (holder: TCreditHolder) => (holder === 'agency' ? '/api/agencies/credits' : '/api/customers/credits');


export function CreditsScreen({ holder, canWrite, canApply }: { holder: TCreditHolder; canWrite: boolean; canApply: boolean }) {
  const t = useTranslations('credits');
  const tr = useTranslations('routes');
  const locale = contentLanguage(useLocale());
  const [who, setWho] = useState('');
  const [openOnly, setOpenOnly] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const query: Record<string, string> = { ...(who ? { [holder]: who } : {}), ...(openOnly ? { open: '1' } : {}) };
  const list = useQuery({ queryKey: ['credits', holder, query], queryFn: ({ signal }) => apiFetch<TList>(creditListPath(holder), { query, signal }) });
  const resource = resourceByName(holder === 'agency' ? 'agencies' : 'customers');
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{tr(holder === 'agency' ? 'agencyCredits' : 'customerCredits')}</h1>
        {canWrite && <Button onClick={() => setCreating(true)}>{t('new')}</Button>}
      </div>
      <p className="text-sm text-slate-600">{t(`intro.${holder}`)}</p>
      <Card>
        <div className="flex flex-wrap items-end gap-3">
          {resource && (
            <Field label={t(`holder.${holder}`)} className="w-full sm:w-72">
              {(c) => <RefSelect id={c.id} target={{ resource, key: 'id' }} value={who} onChange={(v) => setWho(typeof v === 'string' ? v : '')} describedBy={c['aria-describedby']} />}
            </Field>
          )}
          <Checkbox label={t('openOnly')} checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} />
        </div>
      </Card>
      {list.isPending ? (
        <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>
      ) : list.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{t('retry')}</Button>} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <Card>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="credit-list">
              <thead className="text-left text-slate-600">
                <tr>
                  <th className="p-2">{t(`holder.${holder}`)}</th><th className="p-2">{t('cols.source')}</th><th className="p-2">{t('cols.date')}</th>
                  <th className="p-2 text-right">{t('cols.issued')}</th><th className="p-2 text-right">{t('cols.balance')}</th><th className="p-2">{t('cols.validUntil')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((r) => (
                  <tr key={r.id} className="border-t border-slate-100 tabular-nums" data-testid="credit-row">
                    <td className="p-2">
                      <button type="button" className="text-left font-medium text-sky-800 underline" onClick={() => setOpened(r.id)}>{r.holderName}</button>
                      {r.note && <div className="max-w-64 truncate text-xs text-slate-500">{r.note}</div>}
                    </td>
                    <td className="p-2 whitespace-nowrap">{t(`source.${r.source}`)}</td>
                    <td className="p-2 whitespace-nowrap">{formatDate(r.createdAt.slice(0, 10))}</td>
                    <td className="p-2 text-right">{formatMoney(r.issued, r.currency, locale)}</td>
                    <td className={`p-2 text-right font-medium ${r.balance < 0 ? 'text-red-700' : ''}`}>{formatMoney(r.balance, r.currency, locale)}</td>
                    <td className="p-2 whitespace-nowrap">{r.validUntil ? formatDate(r.validUntil) : '–'}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {list.data.totals.map((s) => (
                  <tr key={s.currency} className="border-t-2 border-slate-300 font-semibold tabular-nums">
                    <td className="p-2" colSpan={4}>{t('totals', { currency: s.currency })}</td>
                    <td className="p-2 text-right">{formatMoney(s.balance, s.currency, locale)}</td>
                    <td />
                  </tr>
                ))}
              </tfoot>
            </table>
          </div>
        </Card>
      )}
      {opened && <CreditDialog id={opened} canWrite={canWrite} canApply={canApply} onClose={() => setOpened(null)} />}
      {creating && <NewCreditDialog holder={holder} onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); setOpened(id); }} />}
    </div>
  );
}
