// Stored rows → the answer's records, and validated bodies → column values.
import type { TFieldSpec } from '../../../lib/contract/resources/define';
import { unreadableFields } from '../../../lib/contract/resources/self-limit';
import type { TPrincipal } from '../../http/context';
import type { TBinding, TRow } from './binding';

/** The wire record for this caller: toWire without the fields the caller may not read (the
 *  operator's internal ones for a self-limited caller). Every generic answer goes through it. */
export function wireFor(b: TBinding, row: TRow, p: TPrincipal): Record<string, unknown> {
  const out = toWire(b, row);
  for (const k of unreadableFields(b.resource, p.scopes)) delete out[k];
  return out;
}

export function toWire(b: TBinding, row: TRow): Record<string, unknown> {
  if (b.hooks.toWire) return b.hooks.toWire(row);
  const out: Record<string, unknown> = {};
  const hidden = b.hooks.hiddenColumns ?? [];
  for (const [key, value] of Object.entries(row)) {
    if (hidden.includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return b.hooks.redact ? b.hooks.redact(out) : out;
}

/** Body values → column values: date-times become Date objects for the timestamptz columns. */
export function toColumns(b: TBinding, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const spec: TFieldSpec | undefined = Object.hasOwn(b.resource.fields, key) ? b.resource.fields[key] : undefined;
    out[key] = spec?.type === 'datetime' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

/** The column values of a copy: every declared field, the label marked, unique keys cleared. */
export function copyColumns(b: TBinding, row: TRow, mark: (label: string) => string): Record<string, unknown> {
  if (b.hooks.copyValues) return b.hooks.copyValues(row, mark);
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(b.resource.fields)) {
    if (!(key in row)) continue;
    if (spec.server) {
      if (spec.default !== undefined) out[key] = spec.default;
      continue;
    }
    out[key] = spec.unique && !spec.required ? null : row[key];
  }
  const label = b.resource.label;
  if (typeof out[label] === 'string') out[label] = mark(out[label]);
  return out;
}

const COPY_MARK = { de: 'Kopie', en: 'copy' } as const;

/** "Reef Suite" → "Reef Suite (copy)" / "(Kopie)"; the language of the caller. */
export function copyMarker(lang: 'de' | 'en', max = 200): (label: string) => string {
  const suffix = ` (${COPY_MARK[lang]})`;
  return (label) => `${label.slice(0, Math.max(0, max - suffix.length))}${suffix}`;
}
