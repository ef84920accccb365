// The price grid ↔ a price list's entries. Rows are room type × variant ("no variant" first) ×
// price level (the base price, then "each guest beyond n" levels: an entry's noOfPax, which the
// engine reads as the AdditionalCustomer price beyond n guests, upstream/modules/prices/from-record.ts);
// columns are the list's periods (an entry's `period` is the index into `periods`). A cell holds
// the amount as typed in major units; an empty cell is no entry. Pure; used by the editor and its tests.
import { formatMajor, parseMajor, type TMajorParse } from './money';

export type TEntry = {
  roomType?: string | null;
  variant?: string | null;
  period?: number;
  noOfPax?: number;
  amount: number;
  currency?: string;
};

export type TGridRow = { roomType: string; variant: string | null; noOfPax: number | null };
/** Cell text by cellKey. */
export type TCells = Record<string, string>;

export const cellKey = (row: { roomType?: string | null; variant?: string | null; noOfPax?: number | null }, period: number) =>
  `${row.roomType ?? ''}|${row.variant ?? ''}|${row.noOfPax ?? ''}|${period}`;

/** Rows for the room types, the chosen variants and the per-pax levels, in display order. */
export function gridRows(roomTypes: readonly string[], variants: readonly string[], paxLevels: readonly number[]): TGridRow[] {
  const levels = [...new Set(paxLevels)].sort((a, b) => a - b);
  return roomTypes.flatMap((roomType) =>
    [null, ...variants].flatMap((variant) => [null, ...levels].map((noOfPax) => ({ roomType, variant, noOfPax }))),
  );
}

/** The "beyond n guests" levels used by the entries (n > 0; noOfPax 0 means the base price). */
export function paxLevelsOf(entries: readonly TEntry[]): number[] {
  return [...new Set(entries.map((e) => e.noOfPax ?? 0).filter((n) => n > 0))].sort((a, b) => a - b);
}

/** Stored entries → cell texts (major units of the list's currency). */
export function entriesToCells(entries: readonly TEntry[], digits: number): TCells {
  const cells: TCells = {};
  for (const e of entries) cells[cellKey({ ...e, noOfPax: e.noOfPax || null }, e.period ?? 0)] = formatMajor(e.amount, digits);
  return cells;
}

/** Filled cells the grid does not show (room type of another asset, variant not chosen, guest
 *  level or season removed, an entry without a room type): they are not saved, so the editor warns. */
export function hiddenCells(cells: TCells, rows: readonly TGridRow[], periodCount: number): string[] {
  const shown = new Set(rows.flatMap((r) => Array.from({ length: periodCount }, (_, i) => cellKey(r, i))));
  return Object.entries(cells).filter(([key, text]) => text.trim() !== '' && !shown.has(key)).map(([key]) => key);
}

export type TCellError = { key: string; reason: Exclude<TMajorParse, { ok: true }>['reason'] };

/** The shown cells → entries (row order, then period order); unreadable cells are reported, not saved. */
export function cellsToEntries(cells: TCells, rows: readonly TGridRow[], periodCount: number, currency: string, digits: number): { entries: TEntry[]; errors: TCellError[] } {
  const entries: TEntry[] = [];
  const errors: TCellError[] = [];
  for (const row of rows) {
    for (let period = 0; period < periodCount; period++) {
      const key = cellKey(row, period);
      const text = cells[key]?.trim() ?? '';
      if (text === '') continue;
      const parsed = parseMajor(text, digits);
      if (!parsed.ok) {
        errors.push({ key, reason: parsed.reason });
        continue;
      }
      entries.push({
        roomType: row.roomType,
        ...(row.variant ? { variant: row.variant } : {}),
        period,
        ...(row.noOfPax ? { noOfPax: row.noOfPax } : {}),
        amount: parsed.minor,
        currency,
      });
    }
  }
  return { entries, errors };
}

/** Cells after removing period `index`: its cells go, later periods move one to the left. */
export function removePeriodCells(cells: TCells, index: number): TCells {
  const out: TCells = {};
  for (const [key, text] of Object.entries(cells)) {
    const cut = key.lastIndexOf('|');
    const period = Number(key.slice(cut + 1));
    if (period === index) continue;
    out[period > index ? `${key.slice(0, cut)}|${period - 1}` : key] = text;
  }
  return out;
}
