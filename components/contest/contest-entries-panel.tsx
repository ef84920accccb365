// The Entries panel of a contest (below its form on /contest/list?edit=<id>): who entered, with
// e-mail and time, first entered first, and how many; staff with customers.update enter a customer
// (while the contest takes entries) and withdraw one after a confirmation; the list as CSV.
'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { RefSelect } from '@/components/resources/form/ref-select';
import { useRecord } from '@/components/resources/form/resource-form';
import type { TRecordPanelProps } from '@/components/resources/form/record-panels';
import { useSnackbar } from '@/components/snackbar';
import { Button, ConfirmDialog, ErrorState, Field, Spinner } from '@/components/ui';
import { matchRoute } from '@/lib/access/match-route';
import { hasAnyScope, hasScope } from '@/lib/access/scopes';
import { today } from '@/lib/clock';
import { resourceByName } from '@/lib/contract/resources';
import { isContestOpen, type TContestEntry } from '@/lib/contract/loyalty';
import { formatDate } from '@/lib/format';
import { screenResource } from '@/lib/resources/screens';
import { ContestEntriesTable } from './contest-entries-table';
import { downloadEntriesCsv } from './entries-csv';
import { useContestEntries, useContestEntryChange } from './queries';

const customers = resourceByName('customers')!;

export function ContestEntriesPanel({ screen, id, scopes }: TRecordPanelProps) {
  const t = useTranslations('contestEntries');
  const snackbar = useSnackbar();
  const contest = useRecord(screenResource(screen), id).data as { name?: string; status?: string; validFrom?: string | null; validTo?: string | null } | undefined;
  const entries = useContestEntries(id);
  const change = useContestEntryChange(id);
  const [picked, setPicked] = useState('');
  const whyId = useId();
  const [withdrawing, setWithdrawing] = useState<TContestEntry | null>(null);
  const mayChange = hasScope(scopes, 'customers.update');
  const mayOpenCustomer = hasAnyScope(scopes, matchRoute('/customer/view/x').route.scopes);
  const open = contest?.status ? isContestOpen({ status: contest.status, validFrom: contest.validFrom, validTo: contest.validTo }, today()) : false;
  const list = entries.data?.subscribers ?? [];
  const total = entries.data?.entries ?? list.length;
  const already = list.some((e) => e.customer === picked);
  /** Why Enter is off, when it is not just that nobody is chosen yet. */
  const why = already ? t('already') : contest && !open ? t('notOpen') : null;

  const enter = () => change.mutate({ customer: picked, enter: true }, {
    onSuccess: () => { snackbar.showSuccess(t('entered')); setPicked(''); },
    onError: (e) => snackbar.showError(e),
  });
  const withdraw = (entry: TContestEntry) => change.mutateAsync({ customer: entry.customer, enter: false }).then(
    () => snackbar.showSuccess(t('withdrawn', { name: entry.fullName })),
    (e: unknown) => { snackbar.showError(e); throw e; },
  );

  return (
    <section aria-labelledby={`contest-entries-${id}`} data-testid="contest-entries" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`contest-entries-${id}`} className="text-lg font-semibold text-slate-900">{t('title')}</h2>
          {entries.data && <p className="text-sm text-slate-600" data-testid="contest-entries-count">{t('count', { count: total })}</p>}
        </div>
        {list.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => downloadEntriesCsv({ entries: list, t, fileName: `${contest?.name ?? 'contest'}-${t('fileName')}.csv` })}>
            {t('csv')}
          </Button>
        )}
      </header>

      {mayChange && (
        <div className="space-y-1">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Field label={t('customer')} className="w-full sm:w-80">
              {(c) => <RefSelect id={c.id} target={{ resource: customers, key: 'id' }} value={picked} describedBy={why ? whyId : undefined}
                onChange={(v) => setPicked(typeof v === 'string' ? v : '')} />}
            </Field>
            <Button onClick={enter} disabled={!picked || !open || already} loading={change.isPending && change.variables?.enter === true}>
              {t('enter')}
            </Button>
          </div>
          {why && <p id={whyId} className="text-sm text-slate-600">{why}</p>}
        </div>
      )}

      {entries.isPending ? (
        <Spinner label={t('loading')} className="p-4" />
      ) : entries.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => entries.refetch()}>{t('retry')}</Button>} />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{total > 0 ? t('hiddenAll') : t('empty')}</p>
      ) : (
        <>
          <ContestEntriesTable entries={list} customerHref={mayOpenCustomer ? (e) => `/customer/view/${encodeURIComponent(e.customer)}` : null}
            onWithdraw={mayChange ? setWithdrawing : null} formatAt={(at) => formatDate(at, 'dateTime')} />
          {total > list.length && <p className="text-sm text-slate-600">{t('hiddenSome', { count: total - list.length })}</p>}
        </>
      )}

      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(o) => !o && setWithdrawing(null)}
        title={t('withdrawTitle')}
        description={withdrawing ? t('withdrawQuestion', { name: withdrawing.fullName, contest: contest?.name ?? '' }) : undefined}
        confirmLabel={t('withdraw')}
        destructive
        onConfirm={() => withdraw(withdrawing!)}
      />
    </section>
  );
}
