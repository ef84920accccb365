// The one resource list screen: a table with paging (25), column sort, debounced search, the
// filter panel, CSV export of the current view (export-csv.ts), row actions (open, the screen's own ones with
// their dialogs, copy, delete with a confirm dialog), loading / empty / error states and the
// query in the URL. Records of lists without an edit route open in a form dialog (?edit=<id> or
// ?edit=new, bookmarkable too).
'use client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, EmptyState, ErrorState, Spinner, buttonClasses } from '@/components/ui';
import { matchRoute } from '@/lib/access/match-route';
import { hasAnyScope } from '@/lib/access/scopes';
import { lockedFields } from '@/lib/contract/resources/self-limit';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer, TListQueryInput } from '@/lib/contract/listing';
import { ApiError } from '@/lib/errors';
import { editHref, fieldLabel, recordOf, screenResource, screenTitleKey, type TRowAction, type TScreen } from '@/lib/resources/screens';
import { rowLabel } from '../form/ref-data';
import { useResourceMutations } from '../form/use-resource-mutations';
import { ResourceDeleteDialog } from '../form/delete-dialog';
import { FilterPanel } from './filter-panel';
import { FormDialog } from './form-dialog';
import { Pager, SearchBox } from './list-controls';
import { limitListCache, resourceKeys } from './list-cache';
import { ListTable, type TRow } from './list-table';
import { ROW_ACTION_UI } from './row-actions';
import { downloadText, listCsv } from './export-csv';
import { NEW_RECORD, allowedQuery, apiListParams, nextSort, pageCount, readListState, toSearch, withPage, withSearch, writeListState } from './list-url';

export function ResourceList({ screen, scopes }: { screen: TScreen; scopes: readonly string[] }) {
  const t = useTranslations();
  const locale = useLocale();
  const resource = screenResource(screen);
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  useEffect(() => limitListCache(qc.getQueryCache()), [qc]);
  const state = readListState(new URLSearchParams(params.toString()));
  const query = allowedQuery(state.query, resource);
  const edit = state.edit;
  const locked = { create: lockedFields(resource, scopes, 'create'), update: lockedFields(resource, scopes, 'update') };
  const can = {
    // A create page of its own needs its route too (an agency may create customers through the
    // API when booking, but /customer/create is the office's: its link would only bounce back).
    create: !screen.readOnly && hasAnyScope(scopes, resource.scopes.create)
      && (!screen.createPath || hasAnyScope(scopes, matchRoute(screen.createPath).route.scopes)),
    update: !screen.readOnly && hasAnyScope(scopes, resource.scopes.update),
    delete: !screen.readOnly && hasAnyScope(scopes, resource.scopes.delete),
    locked,
  };

  const go = useCallback(
    (state: { query?: TListQueryInput; edit?: string | null }) => {
      const next = writeListState(new URLSearchParams(window.location.search), state);
      router.replace(`${pathname}${toSearch(next)}`, { scroll: false });
    },
    [router, pathname],
  );
  const onSearch = useCallback((text: string) => go({ query: withSearch(readListState(new URLSearchParams(window.location.search)).query, text) }), [go]);

  const list = useQuery({
    queryKey: resourceKeys.list(resource.name, query),
    queryFn: ({ signal }) => apiFetch<TListAnswer<TRow>>(resource.base, { query: apiListParams(query), signal }),
    placeholderData: keepPreviousData,
  });
  const { copy, remove } = useResourceMutations(resource);
  const [toDelete, setToDelete] = useState<TRow | null>(null);
  const [acting, setActing] = useState<{ action: TRowAction; row: TRow } | null>(null);
  const ActionDialog = acting ? ROW_ACTION_UI[acting.action].Dialog : null;

  // A row links to its edit route only when the role may open it (a read-only role reading tours
  // gets no link to /tour/{id}, which needs tours.update: the link would only bounce back).
  const hrefOf = (row: TRow) => {
    const href = screen.readOnly ? null : editHref(screen, row.id);
    return href && hasAnyScope(scopes, matchRoute(href).route.scopes) ? href : null;
  };
  const open = screen.readOnly || screen.editPath ? null : (row: TRow) => go({ edit: row.id });
  const openCopy = (item: TRow) => {
    snackbar.showSuccess(t('resources.form.copied'));
    const href = editHref(screen, item.id);
    if (href) router.push(href);
    else go({ edit: item.id });
  };

  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      downloadText(await listCsv({ screen, resource, query, t, locale: locale.slice(0, 2) }), `${screen.id}.csv`);
    } catch (err) {
      snackbar.showError(err);
    } finally {
      setExporting(false);
    }
  };

  const labelOf = (field: string) => t(fieldLabel(screen.columns.find((c) => c.field === field) ?? screen.fields.find((f) => f.field === field) ?? { field }));
  const data = list.data;
  // An estimated total may be low: a full page always offers the next one.
  const pages = data ? Math.max(pageCount(data.total, data.size), data.estimated && data.data.length === data.size ? (query.page ?? 1) + 1 : 1) : 1;
  const filtered = Boolean(query.search) || Object.keys(query.filter ?? {}).length > 0;

  return (
    <section aria-labelledby={`${screen.id}-title`} className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${screen.id}-title`} className="text-xl font-semibold text-slate-900">{t(screenTitleKey(screen))}</h1>
        {can.create && (screen.createPath ? (
          <Link href={screen.createPath} className={buttonClasses()}>{t('resources.list.create')}</Link>
        ) : (
          <Button onClick={() => go({ edit: NEW_RECORD })}>{t('resources.list.create')}</Button>
        ))}
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={query.search ?? ''} onSearch={onSearch} />
        <FilterPanel resource={resource} query={query} onChange={(q) => go({ query: q })} labelOf={labelOf} />
        <Button variant="secondary" loading={exporting} onClick={onExport}>{t('resources.list.exportCsv')}</Button>
        {list.isFetching && data && <Spinner size="sm" label={t('common.loading')} />}
      </div>
      {list.isPending ? (
        <div className="flex justify-center p-10"><Spinner size="lg" label={t('common.loading')} /></div>
      ) : list.isError && !data ? (
        <ErrorState
          title={t('resources.list.loadFailed')}
          text={list.error instanceof ApiError ? (list.error.parsed.messageKey ? t(list.error.parsed.messageKey) : list.error.parsed.description) : undefined}
          action={<Button variant="secondary" onClick={() => list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState
          title={t(filtered ? 'resources.list.noMatches' : 'resources.list.empty')}
          action={filtered ? <Button variant="secondary" onClick={() => go({ query: {} })}>{t('resources.list.clearAll')}</Button> : undefined}
        />
      ) : data ? (
        <>
          <ListTable
            resource={resource}
            columns={screen.columns}
            rows={data.data.map((row) => recordOf(screen, row))}
            query={query}
            onSort={(field) => go({ query: nextSort(query, field) })}
            hrefOf={hrefOf}
            onOpen={open}
            actions={(screen.rowActions ?? []).map((action) => ({ id: action, label: ROW_ACTION_UI[action].label, onClick: (row) => setActing({ action, row }) }))}
            onCopy={can.create && resource.copy !== false ? (row) => copy.mutate(row.id, { onSuccess: (c) => openCopy(c) }) : null}
            onDelete={can.delete ? setToDelete : null}
            busyId={copy.isPending ? (copy.variables ?? null) : null}
          />
          <Pager page={query.page ?? 1} pages={pages} total={data.total} estimated={data.estimated} onPage={(p) => go({ query: withPage(query, p) })} />
        </>
      ) : null}
      <ResourceDeleteDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        name={toDelete ? rowLabel(resource, toDelete) : ''}
        onDelete={async () => {
          await remove.mutateAsync(toDelete!.id);
          snackbar.showSuccess(t('resources.form.deleted'));
        }}
      />
      {acting && ActionDialog && (
        <ActionDialog resource={resource} row={acting.row} name={rowLabel(resource, acting.row)} onClose={() => setActing(null)}
          mayChange={hasAnyScope(scopes, resource.scopes.update)} />
      )}
      {!screen.readOnly && edit !== null && (edit === NEW_RECORD ? !screen.createPath : !screen.editPath) && (
        <FormDialog screen={screen} id={edit === NEW_RECORD ? null : edit} can={can} scopes={scopes} onClose={() => go({ edit: null })} onOpen={(id) => go({ edit: id })} />
      )}
    </section>
  );
}
