// The fields of a settings group's form (/config/settings/{type}), read from the group's zod schema
// through its JSON Schema, so a key added to the contract appears on the screen with no screen code:
// booleans become switches, bounded numbers number fields, enums choices, string lists a comma
// list, small objects their own fields, a record its keys (exchange rates: one field a currency).
// A form keeps drafts (what is typed); `valuesOf` turns them back into the group's values.
import { z } from 'zod';

type TJson = { type?: string; enum?: string[]; minimum?: number; maximum?: number; exclusiveMinimum?: number; properties?: Record<string, TJson>;
  additionalProperties?: TJson | boolean; propertyNames?: TJson; items?: TJson; anyOf?: TJson[] };
export type TFieldKind = 'boolean' | 'number' | 'select' | 'text' | 'list' | 'choices';
export type TFieldSpec = {
  /** Dotted path in the group's values: 'childMaxAge', 'defaultTax.value', 'diversPerGuideByLevel.rescue'. */
  path: string;
  kind: TFieldKind;
  integer?: boolean;
  min?: number;
  max?: number;
  options?: string[];
  /** Empty means "not set" (a record's entry, a nested optional number). */
  optional?: boolean;
};
export type TDraft = string | boolean | string[];

function specOf(path: string, s: TJson, optional = false): TFieldSpec[] {
  if (s.anyOf) return [{ path, kind: 'text', optional }];
  if (s.type === 'boolean') return [{ path, kind: 'boolean' }];
  if (s.type === 'integer' || s.type === 'number') {
    return [{ path, kind: 'number', integer: s.type === 'integer', min: s.minimum ?? s.exclusiveMinimum, max: s.maximum, optional }];
  }
  if (s.type === 'string') return [s.enum ? { path, kind: 'select', options: s.enum } : { path, kind: 'text', optional }];
  if (s.type === 'array') return [s.items?.enum ? { path, kind: 'choices', options: s.items.enum } : { path, kind: 'list' }];
  if (s.type === 'object' && s.properties) return Object.entries(s.properties).flatMap(([k, p]) => specOf(`${path}.${k}`, p));
  if (s.type === 'object' && s.propertyNames?.enum && typeof s.additionalProperties === 'object') {
    const each = s.additionalProperties;
    return s.propertyNames.enum.flatMap((k) => specOf(`${path}.${k}`, each, true));
  }
  return [{ path, kind: 'text' }];
}

/** The fields of a group: an object schema's keys in order; a record's current keys (sorted). */
export function fieldsOf(schema: z.ZodType, values: Record<string, unknown>): TFieldSpec[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJson;
  if (json.properties) return Object.entries(json.properties).flatMap(([k, p]) => specOf(k, p));
  const each = typeof json.additionalProperties === 'object' ? json.additionalProperties : {};
  return Object.keys(values).sort().flatMap((k) => specOf(k, each, true));
}

function at(values: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), values);
}

export function draftOf(spec: TFieldSpec, values: Record<string, unknown>): TDraft {
  const v = at(values, spec.path);
  if (spec.kind === 'boolean') return v === true;
  if (spec.kind === 'choices') return Array.isArray(v) ? v.map(String) : [];
  if (spec.kind === 'list') return Array.isArray(v) ? v.join(', ') : '';
  return v === undefined || v === null ? '' : String(v);
}

/** The value a draft stands for; undefined when it is not one (letters in a number field); null for
 *  an optional field left empty. */
export function valueOf(spec: TFieldSpec, draft: TDraft): unknown {
  if (spec.kind === 'boolean' || spec.kind === 'choices') return draft;
  const text = String(draft).trim();
  if (spec.kind === 'list') return text === '' ? [] : text.split(',').map((s) => s.trim()).filter(Boolean);
  if (text === '' && spec.optional) return null;
  if (spec.kind === 'number') return text === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
  return text;
}

/** The changed top-level keys with their new values (nested fields rebuilt into their object; an
 *  optional entry left empty removed from it, or null for a record's own key: back to default). */
export function patchOf(specs: TFieldSpec[], drafts: Record<string, TDraft>, initial: Record<string, unknown>): { patch: Record<string, unknown>; unreadable: string[] } {
  const next: Record<string, unknown> = {};
  const unreadable: string[] = [];
  for (const spec of specs) {
    const value = valueOf(spec, drafts[spec.path] ?? draftOf(spec, initial));
    if (value === undefined) { unreadable.push(spec.path); continue; }
    const [top, ...rest] = spec.path.split('.');
    if (!rest.length) { next[top] = value; continue; }
    const obj = (next[top] ??= { ...(initial[top] as Record<string, unknown> ?? {}) }) as Record<string, unknown>;
    if (value === null) delete obj[rest[0]];
    else obj[rest[0]] = value;
  }
  const patch = Object.fromEntries(Object.entries(next).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(initial[k] ?? null)));
  return { patch, unreadable };
}
