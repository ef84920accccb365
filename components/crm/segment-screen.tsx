// The segment screens: /crm/customer (the CRM customer list with the segment criteria),
// /crm/filter/{fid} (a saved customer filter) and /agency/filter/{fid} (a saved agency filter; `new`
// for a fresh one). The criteria are applied to a paged result with a CSV export; a filter is saved
// under a name (optionally shared), opened from the list of saved filters, changed or deleted by
// its owner.
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Checkbox, ErrorState, Input, Spinner } from '@/components/ui';
import type { TSegment, TSegmentKind } from '@/lib/contract/segments';
import { CriteriaForm } from './criteria-form';
import { toCriteria, toInputs } from './criteria';
import { SegmentResults } from './segment-results';
import { filterPath, useSavedFilter, useSavedFilterMutations, useSavedFilters, type TSegmentQuery } from './segment-queries';

const DEFAULT_SORT: Record<TSegmentKind, string> = { customers: 'fullName', agencies: 'name' };

export function SegmentScreen({ kind, fid }: { kind: TSegmentKind; fid: string | null }) {
  const t = useTranslations('crm');
  const saved = useSavedFilter(fid);
  if (fid && saved.isPending) return <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>;
  if (fid && saved.isError) return <ErrorState title={t('notFound')} action={<Link className="text-sky-800 hover:underline" href={kind === 'customers' ? '/crm/customer' : '/agency/list'}>{t('back')}</Link>} />;
  return <LoadedSegmentScreen key={fid ?? 'new'} kind={kind} filter={fid ? (saved.data ?? null) : null} />;
}

function LoadedSegmentScreen({ kind, filter }: { kind: TSegmentKind; filter: TSegment | null }) {
  const t = useTranslations('crm');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [inputs, setInputs] = useState(() => toInputs(kind, filter?.criteria ?? {}));
  const [query, setQuery] = useState<TSegmentQuery>(() => ({ criteria: filter?.criteria ?? {}, page: 1, sort: DEFAULT_SORT[kind], order: 1 }));
  const [name, setName] = useState(filter?.name ?? '');
  const [shared, setShared] = useState(filter?.shared ?? false);
  const list = useSavedFilters(kind);
  const { create, update, remove } = useSavedFilterMutations(kind);
  const apply = () => setQuery({ ...query, criteria: toCriteria(kind, inputs), page: 1 });
  const reset = () => { setInputs(toInputs(kind, {})); setQuery({ ...query, criteria: {}, page: 1 }); };
  const run = async (work: () => Promise<unknown>, done: string) => {
    try { await work(); snackbar.showSuccess(t(done)); } catch (err) { snackbar.showError(err); }
  };
  const saveNew = () => run(async () => {
    const s = await create.mutateAsync({ name: name.trim(), shared, criteria: toCriteria(kind, inputs) });
    router.push(filterPath(kind, s.id));
  }, 'saved');
  const saveChanges = () => run(() => update.mutateAsync({ id: filter!.id, name: name.trim(), shared, criteria: toCriteria(kind, inputs) }), 'saved');
  const del = () => run(async () => {
    await remove.mutateAsync(filter!.id);
    router.push(kind === 'customers' ? '/crm/customer' : '/agency/list');
  }, 'deleted');
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-slate-900" data-testid="segment-title">{filter ? filter.name : t(kind === 'customers' ? 'titleCustomers' : 'titleAgencies')}</h1>
        {filter && !filter.mine && <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('sharedBy', { name: filter.ownerName ?? '' })}</span>}
      </header>
      <nav aria-label={t('savedFilters')} className="flex flex-wrap items-center gap-2" data-testid="saved-filters">
        <span className="text-sm font-medium text-slate-700">{t('savedFilters')}:</span>
        {(list.data ?? []).map((s) => (
          <Link key={s.id} href={filterPath(kind, s.id)} aria-current={s.id === filter?.id ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${s.id === filter?.id ? 'border-sky-700 bg-sky-50 text-sky-900' : 'border-slate-300 text-slate-800 hover:bg-slate-50'}`}>
            {s.name}{s.shared ? ` · ${t('shared')}` : ''}
          </Link>
        ))}
        {list.data?.length === 0 && <span className="text-sm text-slate-500">{t('noSaved')}</span>}
        {filter && <Link href={kind === 'customers' ? '/crm/customer' : filterPath(kind, 'new')} className="text-sm text-sky-800 hover:underline">{t('newFilter')}</Link>}
      </nav>
      <form className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" onSubmit={(e) => { e.preventDefault(); apply(); }} aria-label={t('criteriaTitle')}>
        <CriteriaForm kind={kind} inputs={inputs} onChange={setInputs} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t('apply')}</Button>
          <Button type="button" variant="secondary" onClick={reset}>{t('reset')}</Button>
        </div>
      </form>
      <section className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end" aria-label={t('saveTitle')}>
        <label className="flex-1 text-sm font-medium text-slate-800">{t('filterName')}
          <Input className="mt-1" value={name} onChange={(e) => setName(e.currentTarget.value)} disabled={!!filter && !filter.mine} maxLength={200} />
        </label>
        <Checkbox label={t('shareWithTeam')} checked={shared} onChange={(e) => setShared(e.currentTarget.checked)} disabled={!!filter && !filter.mine} />
        {filter?.mine && <Button type="button" onClick={saveChanges} disabled={!name.trim()} loading={update.isPending}>{t('saveChanges')}</Button>}
        <Button type="button" variant={filter?.mine ? 'secondary' : 'primary'} onClick={saveNew} disabled={!name.trim()} loading={create.isPending}>{t(filter ? 'saveAsNew' : 'save')}</Button>
        {filter?.mine && <Button type="button" variant="danger" onClick={del} loading={remove.isPending}>{t('delete')}</Button>}
      </section>
      <SegmentResults kind={kind} query={query} onQuery={setQuery} />
    </div>
  );
}
