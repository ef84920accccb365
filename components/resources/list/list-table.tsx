// The table of a resource list: sortable column headers (aria-sort), formatted cells and the row
// actions open, the screen's own ones (TScreen.rowActions), copy and delete. The first column
// opens the record too.
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button, cn } from '@/components/ui';
import type { TListQueryInput } from '@/lib/contract/listing';
import type { TResource } from '@/lib/contract/resources';
import { fieldLabel, type TColumn } from '@/lib/resources/screens';
import { rowLabel } from '../form/ref-data';
import { columnKind, plainCell, useColumnLabels, useLocaleShort } from './cells';

export type TRow = Record<string, unknown> & { id: string };

type TProps = {
  resource: TResource;
  columns: readonly TColumn[];
  rows: readonly TRow[];
  query: TListQueryInput;
  onSort: (field: string) => void;
  /** A link to the record's page, or null when it opens with onOpen. */
  hrefOf: (row: TRow) => string | null;
  /** Opens the record in the list's dialog; null for read-only lists. */
  onOpen: ((row: TRow) => void) | null;
  /** The screen's own actions: a label (message key) and what a click does. */
  actions?: readonly { id: string; label: string; onClick: (row: TRow) => void }[];
  onCopy: ((row: TRow) => void) | null;
  onDelete: ((row: TRow) => void) | null;
  busyId: string | null;
};

export function ListTable({ resource, columns, rows, query, onSort, hrefOf, onOpen, actions = [], onCopy, onDelete, busyId }: TProps) {
  const t = useTranslations();
  const locale = useLocaleShort();
  const labelOf = useColumnLabels(resource, columns, rows);
  const sortable = new Set(resource.sortable);
  const show = (column: TColumn, row: TRow) => {
    const kind = columnKind(resource, column);
    const value = row[column.field];
    if (kind === 'color' && typeof value === 'string') {
      return <span className="inline-flex items-center gap-1.5"><span aria-hidden className="h-3 w-3 rounded-full border" style={{ background: value }} />{value}</span>;
    }
    return plainCell(kind, value, { t, locale, label: (v) => labelOf(column.field, v), unset: resource.fields[column.field]?.unset });
  };
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((c) => {
              const active = query.sort === c.field;
              const dir = active ? (query.order === -1 ? 'descending' : 'ascending') : undefined;
              return (
                <th key={c.field} scope="col" aria-sort={dir ?? (sortable.has(c.field) ? 'none' : undefined)} className="whitespace-nowrap px-3 py-2 font-medium">
                  {sortable.has(c.field) ? (
                    <button type="button" onClick={() => onSort(c.field)} className="inline-flex items-center gap-1 rounded hover:text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600">
                      {t(fieldLabel(c))}
                      <span aria-hidden className={cn('text-xs', !active && 'text-slate-300')}>{dir === 'descending' ? '▼' : '▲'}</span>
                    </button>
                  ) : (
                    t(fieldLabel(c))
                  )}
                </th>
              );
            })}
            <th scope="col" className="sticky right-0 bg-slate-50 px-3 py-2 text-right font-medium"><span className="sr-only">{t('resources.list.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = rowLabel(resource, row);
            const href = hrefOf(row);
            return (
              <tr key={row.id} className="group border-b border-slate-100 last:border-0 hover:bg-slate-50">
                {columns.map((c, i) => (
                  <td key={c.field} className="px-3 py-2 align-top">
                    {i === 0 && href ? (
                      <Link href={href} className="font-medium text-sky-800 hover:underline">{show(c, row) || name}</Link>
                    ) : i === 0 && onOpen ? (
                      <button type="button" onClick={() => onOpen(row)} className="text-left font-medium text-sky-800 hover:underline">{show(c, row) || name}</button>
                    ) : show(c, row)}
                  </td>
                ))}
                {/* The actions stay in view when a wide table scrolls sideways. */}
                <td className="sticky right-0 whitespace-nowrap bg-white px-3 py-1.5 text-right group-hover:bg-slate-50">
                  {href ? (
                    <Link href={href} className="inline-flex h-8 items-center rounded-md px-3 text-sm text-slate-700 hover:bg-slate-100" aria-label={t('resources.list.openRow', { name })}>{t('resources.list.open')}</Link>
                  ) : onOpen ? (
                    <Button variant="ghost" size="sm" onClick={() => onOpen(row)} aria-label={t('resources.list.openRow', { name })}>{t('resources.list.open')}</Button>
                  ) : null}
                  {actions.map((a) => (
                    // The record's name for screen readers: every row has this button.
                    <Button key={a.id} variant="ghost" size="sm" onClick={() => a.onClick(row)}>
                      {t(a.label)}<span className="sr-only"> {name}</span>
                    </Button>
                  ))}
                  {onCopy && (
                    <Button variant="ghost" size="sm" onClick={() => onCopy(row)} loading={busyId === row.id} aria-label={t('resources.list.copyRow', { name })}>{t('resources.list.copy')}</Button>
                  )}
                  {onDelete && (
                    <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(row)} aria-label={t('resources.list.deleteRow', { name })}>{t('resources.list.delete')}</Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
