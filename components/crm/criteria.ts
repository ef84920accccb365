// The criteria inputs of the segment screens, declared once per kind: each criterion's key (the
// contract's field, lib/contract/segments.ts), its input and how the typed text becomes the value
// sent. Pure, so the conversion has a unit test.
import { CERT_LEVELS } from '@/lib/contract/resources/dive';
import { AGENCY_TYPES } from '@/lib/contract/resources/enums';
import type { TSegmentKind } from '@/lib/contract/segments';

export type TCriterionInput =
  | { key: string; input: 'text' | 'date' | 'int' | 'money' | 'countries' | 'currency' }
  | { key: string; input: 'enum'; values: readonly string[] }
  | { key: string; input: 'enumList'; values: readonly string[] }
  | { key: string; input: 'bool' }
  | { key: string; input: 'refs'; resource: string };

const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

export const CRITERIA: Record<TSegmentKind, TCriterionInput[]> = {
  customers: [
    { key: 'text', input: 'text' }, { key: 'countries', input: 'countries' },
    { key: 'staysMin', input: 'int' }, { key: 'staysMax', input: 'int' },
    { key: 'lastStayFrom', input: 'date' }, { key: 'lastStayTo', input: 'date' }, { key: 'noStaySince', input: 'date' },
    { key: 'revenueMin', input: 'money' }, { key: 'revenueMax', input: 'money' }, { key: 'revenueCurrency', input: 'currency' },
    { key: 'certification', input: 'enum', values: CERT_LEVELS.filter((l) => l !== 'none') }, { key: 'verifiedOnly', input: 'bool' },
    { key: 'birthdayWithinDays', input: 'int' }, { key: 'birthMonth', input: 'enum', values: MONTHS },
    { key: 'agencies', input: 'refs', resource: 'agencies' }, { key: 'direct', input: 'bool' },
    { key: 'groups', input: 'refs', resource: 'customergroup' },
  ],
  agencies: [
    { key: 'text', input: 'text' }, { key: 'countries', input: 'countries' },
    { key: 'types', input: 'enumList', values: AGENCY_TYPES }, { key: 'isActive', input: 'enum', values: ['true', 'false'] },
    { key: 'groups', input: 'refs', resource: 'agencygroup' },
    { key: 'bookingsMin', input: 'int' }, { key: 'bookingsMax', input: 'int' },
    { key: 'lastBookingFrom', input: 'date' }, { key: 'lastBookingTo', input: 'date' },
    { key: 'revenueMin', input: 'money' }, { key: 'revenueCurrency', input: 'currency' },
  ],
};

/** What an input shows for a stored criterion value (money in major units). */
export function toInputValue(c: TCriterionInput, value: unknown): string | string[] | boolean {
  if (c.input === 'bool') return value === true;
  if (c.input === 'refs' || c.input === 'enumList') return Array.isArray(value) ? value.map(String) : [];
  if (value === undefined || value === null) return '';
  if (c.input === 'countries') return Array.isArray(value) ? value.join(', ') : '';
  if (c.input === 'money') return String(Number(value) / 100);
  return String(value);
}

/** The value sent for an input (undefined: the criterion is not set). Numbers that do not parse
 *  are sent as typed, so the upstream names the criterion in its answer. */
export function fromInputValue(c: TCriterionInput, raw: string | string[] | boolean): unknown {
  if (c.input === 'bool') return raw === true ? true : undefined;
  if (Array.isArray(raw)) return raw.length ? raw : undefined;
  const s = String(raw).trim();
  if (s === '') return undefined;
  switch (c.input) {
    case 'int': return /^\d+$/.test(s) ? Number(s) : s;
    case 'money': { const n = Number(s.replace(',', '.')); return Number.isFinite(n) ? Math.round(n * 100) : s; }
    case 'countries': return s.split(/[\s,;]+/).filter(Boolean).map((x) => x.toUpperCase());
    case 'currency': return s.toUpperCase();
    case 'enum': return c.key === 'birthMonth' ? Number(s) : c.key === 'isActive' ? s === 'true' : s;
    default: return s;
  }
}

export function toCriteria(kind: TSegmentKind, inputs: Record<string, string | string[] | boolean>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of CRITERIA[kind]) {
    const v = inputs[c.key] === undefined ? undefined : fromInputValue(c, inputs[c.key]);
    if (v !== undefined) out[c.key] = v;
  }
  return out;
}

export function toInputs(kind: TSegmentKind, criteria: Record<string, unknown>): Record<string, string | string[] | boolean> {
  return Object.fromEntries(CRITERIA[kind].map((c) => [c.key, toInputValue(c, criteria[c.key])]));
}
