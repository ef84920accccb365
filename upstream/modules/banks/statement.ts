// A statement's entries as read from a file, before they are stored (csv.ts, camt.ts), and the
// small readers both share: amounts to minor units without floating point, dates to ISO days.
import { errors } from '../../http/errors';

export type TStatementEntry = {
  date: string; amount: number; currency: string; purpose: string;
  counterparty: string | null; iban: string | null; reference: string | null;
};
export type TStatement = { format: 'csv' | 'camt.053' | 'camt.054'; iban: string | null; entries: TStatementEntry[] };

/** 422 BANK_FILE_UNREADABLE naming where: nothing of the file is stored. */
export const unreadable = (where: string, what: string) => errors.unprocessable('BANK_FILE_UNREADABLE', `${where}: ${what}`);

/** "1.234,56" (decimal ',') or "1,234.56" / "-12.5" (decimal '.') → minor units (2 digits), exact.
 *  A trailing minus ("12,00-") and a leading plus are read too; null when it is not a number. */
export function minorUnits(text: string, decimal: ',' | '.'): number | null {
  let s = text.replace(/[\s\u00a0€$£]|EUR|USD|CHF|GBP/g, '');
  if (!s) return null;
  let sign = 1;
  if (s.endsWith('-')) { sign = -1; s = s.slice(0, -1); }
  if (s.startsWith('-')) { sign = -sign; s = s.slice(1); } else if (s.startsWith('+')) s = s.slice(1);
  const thousands = decimal === ',' ? /\./g : /,/g;
  s = s.replace(thousands, '');
  if (decimal === ',') s = s.replace(',', '.');
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? sign * minor : null;
}

const DATE_PATTERNS: Record<string, RegExp> = {
  'dd.mm.yyyy': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{4})$/,
  'dd.mm.yy': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{2})$/,
  'yyyy-mm-dd': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})/,
  'dd/mm/yyyy': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{4})$/,
  'mm/dd/yyyy': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{4})$/,
};

/** A day in the given format → YYYY-MM-DD, or null when it is no real day. */
export function isoDay(text: string, format: string): string | null {
  const g = DATE_PATTERNS[format]?.exec(text.trim())?.groups;
  if (!g) return null;
  const y = g.y.length === 2 ? 2000 + Number(g.y) : Number(g.y);
  const iso = `${y}-${g.m.padStart(2, '0')}-${g.d.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Bytes → text: UTF-8 when valid (a byte-order mark dropped), else Windows-1252, the superset of
 *  Latin-1 German banks' exports use (it has the € sign). */
export function decodeBytes(bytes: Uint8Array, encoding: 'auto' | 'utf-8' | 'latin1'): string {
  if (encoding !== 'latin1') {
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch (e) {
      if (encoding === 'utf-8') throw unreadable('file', 'not valid UTF-8');
      void e;
    }
  }
  return new TextDecoder('windows-1252').decode(bytes);
}

export const cleanText = (s: unknown, max: number): string => String(s ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
