// Under a bank account's form (/bank/{id}): its balance over the last 30 days (GET
// /api/banks/balance), the import of a statement, and its entries with what each paid.
'use client';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Card, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TCsvMapping } from '@/lib/contract/banks';
import { today } from '@/lib/clock';
import { formatMoney } from '@/lib/format';
import { BankEntryList } from './entry-list';
import { ImportForm } from './import-form';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TBalance = { banks: { bank: { currency: string }; opening: number; closing: number; temporary: number }[] };
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function BankStatementPanel({ bankId, canWrite, canMatch }: { bankId: string; canWrite: boolean; canMatch: boolean }) {
  const t = useTranslations('banks');
  const locale = contentLanguage(useLocale());
  const bank = useQuery({ queryKey: ['banks', 'one', bankId], queryFn: ({ signal }) => apiFetch<{ csvMapping: TCsvMapping | null }>(`/api/banks/${bankId}`, { signal }) });
  const to = today();
  const balance = useQuery({
    queryKey: ['banks', 'balance', bankId, to],
    queryFn: ({ signal }) => apiFetch<TBalance>('/api/banks/balance', { query: { from: shift(to, -30), to, groupBy: 'month', bank: bankId }, signal }),
  });
  const b = balance.data?.banks[0];
  return (
    <section className="mx-auto mt-6 max-w-5xl space-y-4" aria-label={t('statements')}>
      <Card title={t('balance.title')}>
        {!b ? <Spinner label={t('loading')} /> : (
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid="bank-balance">
            <div><dt className="text-slate-600">{t('balance.opening')}</dt><dd className="font-semibold tabular-nums">{formatMoney(b.opening, b.bank.currency, locale)}</dd></div>
            <div><dt className="text-slate-600">{t('balance.closing')}</dt><dd className="font-semibold tabular-nums">{formatMoney(b.closing, b.bank.currency, locale)}</dd></div>
            <div><dt className="text-slate-600">{t('balance.temporary')}</dt><dd className="font-semibold tabular-nums"><Link className="text-sky-800 underline" href="/bank/entry/temporary">{b.temporary}</Link></dd></div>
          </dl>
        )}
      </Card>
      {canWrite && bank.data && <ImportForm bankId={bankId} mapping={bank.data.csvMapping} />}
      <h2 className="text-lg font-semibold text-slate-900">{t('entries')}</h2>
      <BankEntryList path={`/api/banks/${bankId}/entries`} canMatch={canMatch} emptyText={t('noEntries')} />
    </section>
  );
}
