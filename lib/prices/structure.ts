// The structured parts of a price list the editor keeps beside its plain fields: seasons
// (periods), the price grid's cells and per-pax levels, and the tax. From a stored record, and
// back to the payload with every error found on the way (nothing half-saved). Pure.
import { cellKey, cellsToEntries, entriesToCells, paxLevelsOf, type TCellError, type TCells, type TEntry, type TGridRow } from './grid';
import { namesIn } from '@/lib/contract/line-values';
import { checkPeriods, type TPeriod, type TPeriodIssues } from './seasons';

export type TTaxForm = { status: 'active' | 'aborted'; value: string; name: string; names?: { de?: string; en?: string }; inclusive: boolean };
export type TStructure = { periods: TPeriod[]; cells: TCells; paxLevels: number[]; tax: TTaxForm };

/** The record's structure (a new list: no seasons, no prices, tax as the spec's default: aborted, 0 %, inclusive). */
export function structureOf(record: Record<string, unknown> | null, digits: number): TStructure {
  const periods = Array.isArray(record?.periods) ? (record.periods as TPeriod[]) : [];
  const entries = Array.isArray(record?.entries) ? (record.entries as TEntry[]) : [];
  const tax = (record?.tax && typeof record.tax === 'object' ? record.tax : {}) as Partial<{ status: string; value: number; name: string; names: { de?: string; en?: string }; inclusive: boolean }>;
  return {
    periods: periods.map((p) => ({ from: p.from, to: p.to, name: p.name ?? '', ...(p.names ? { names: p.names } : {}) })),
    cells: entriesToCells(entries, digits),
    paxLevels: paxLevelsOf(entries),
    tax: {
      status: tax.status === 'active' ? 'active' : 'aborted',
      value: typeof tax.value === 'number' ? String(tax.value) : '0',
      name: tax.name ?? '',
      ...(tax.names ? { names: tax.names } : {}),
      inclusive: tax.inclusive ?? true,
    },
  };
}

/** A tax percentage as typed ('19', '7,5') → its number, or null when not a number in 0..100. */
export function parsePercent(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(s)) return null;
  const n = Number(s);
  return n >= 0 && n <= 100 ? n : null;
}

export type TStructurePayload = {
  periods: { from: string; to: string; name?: string; names?: { de?: string; en?: string } }[];
  entries: TEntry[];
  tax: { status: 'active' | 'aborted'; value: number; name?: string; names?: { de?: string; en?: string }; inclusive: boolean };
};

export type TStructureResult =
  | { ok: true; payload: TStructurePayload; /** cell key of payload.entries[i] (server errors on entries.i land there) */ entryKeys: string[]; issues: TPeriodIssues }
  | { ok: false; periodErrors: TPeriodIssues['errors']; cellErrors: TCellError[]; taxValueError: boolean; issues: TPeriodIssues };

export function buildStructure(
  s: TStructure, rows: readonly TGridRow[], currency: string, digits: number, validity: { from?: string | null; to?: string | null },
): TStructureResult {
  const issues = checkPeriods(s.periods, validity);
  const { entries, errors: cellErrors } = cellsToEntries(s.cells, rows, s.periods.length, currency, digits);
  const taxValue = parsePercent(s.tax.value);
  if (Object.keys(issues.errors).length > 0 || cellErrors.length > 0 || taxValue === null) {
    return { ok: false, periodErrors: issues.errors, cellErrors, taxValueError: taxValue === null, issues };
  }
  const name = (v: string) => (v.trim() === '' ? {} : { name: v.trim() });
  const names = (v: TPeriod['names']) => {
    const out = namesIn(v);
    return Object.keys(out).length ? { names: out } : {};
  };
  return {
    ok: true,
    issues,
    entryKeys: entries.map((e) => cellKey(e, e.period ?? 0)),
    payload: {
      periods: s.periods.map((p) => ({ from: p.from, to: p.to, ...name(p.name ?? ''), ...names(p.names) })),
      entries,
      tax: { status: s.tax.status, value: taxValue, inclusive: s.tax.inclusive, ...name(s.tax.name), ...names(s.tax.names) },
    },
  };
}
