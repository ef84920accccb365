// The form's values and the wire payload. Inputs hold text ('' for nothing, numbers as typed),
// so the form schema first turns the form values into the payload (toPayload) and then checks
// it with the resource's contract schema (create or update), restricted to the shown fields.
// Pure; used by the resource form and its tests.
import { z } from 'zod';
import type { TFieldSpec, TResource } from '@/lib/contract/resources';
import { isNotNull } from '@/lib/contract/resources/define';
import { toNumber } from '@/lib/validation';

export type TFormMode = 'create' | 'update';
export type TFormValue = string | boolean | string[] | { de: string; en: string } | null;
export type TFormValues = Record<string, TFormValue>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant → the value of a datetime-local input (local time, minutes). */
export function toLocalDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** One field's form value from a stored value (or the field's default on create). */
export function toFormValue(spec: TFieldSpec, value: unknown): TFormValue {
  const v = value === undefined ? spec.default : value;
  switch (spec.type) {
    case 'bool':
      return typeof v === 'boolean' ? v : false;
    case 'int':
    case 'decimal':
      return typeof v === 'number' && v !== spec.unset ? String(v) : '';
    case 'i18n': {
      const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
      return { de: typeof o.de === 'string' ? o.de : '', en: typeof o.en === 'string' ? o.en : '' };
    }
    case 'textList':
    case 'refList':
      return Array.isArray(v) ? v.map(String) : [];
    case 'datetime':
      return typeof v === 'string' ? toLocalDateTime(v) : '';
    case 'json':
      return v === undefined || v === null ? '' : JSON.stringify(v, null, 2);
    default:
      return v === undefined || v === null ? '' : String(v);
  }
}

export function toFormValues(resource: TResource, fields: readonly string[], item: Record<string, unknown> | null): TFormValues {
  const out: TFormValues = {};
  for (const name of fields) {
    const spec = resource.fields[name];
    if (spec) out[name] = toFormValue(spec, item ? item[name] : undefined);
  }
  return out;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One form value → its wire value; undefined leaves the field out, null clears it. */
export function toWireValue(spec: TFieldSpec, value: unknown): unknown {
  const empty = isNotNull(spec) ? undefined : null;
  switch (spec.type) {
    case 'bool':
      return typeof value === 'boolean' ? value : Boolean(value);
    case 'int':
    case 'decimal': {
      if (blank(value)) return spec.unset ?? empty;
      const n = toNumber(value);
      // Not numeric: the text itself, so the schema reports "Please enter a number".
      return Number.isFinite(n) ? n : value;
    }
    case 'i18n': {
      const o = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      const out: Record<string, string> = {};
      for (const lang of ['de', 'en']) if (typeof o[lang] === 'string' && o[lang] !== '') out[lang] = o[lang] as string;
      return out;
    }
    case 'textList':
    case 'refList':
      return Array.isArray(value) ? value.map((s) => String(s).trim()).filter((s) => s !== '') : [];
    case 'datetime': {
      if (blank(value)) return empty;
      const d = new Date(String(value));
      return Number.isNaN(d.getTime()) ? value : d.toISOString();
    }
    case 'json': {
      if (blank(value)) return empty;
      try {
        return JSON.parse(String(value));
      } catch {
        return value;
      }
    }
    case 'text':
      // A cleared required text stays '' so the schema says "required" (also on update).
      return blank(value) ? (spec.required ? '' : empty) : value;
    default:
      return blank(value) ? empty : value;
  }
}

/** The payload of the shown fields (fields left out when empty and not clearable). */
export function toPayload(resource: TResource, fields: readonly string[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of fields) {
    const spec = resource.fields[name];
    if (!spec) continue;
    const v = toWireValue(spec, values[name]);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** The contract schema of the mode, restricted to the shown fields, fed with the form values. */
export function formSchema(resource: TResource, fields: readonly string[], mode: TFormMode): z.ZodType<Record<string, unknown>, TFormValues> {
  const base = mode === 'create' ? resource.create : resource.update;
  const shown = fields.filter((f) => f in base.shape);
  const picked = base.pick(Object.fromEntries(shown.map((f) => [f, true])) as Record<string, true>);
  return z.preprocess((values) => toPayload(resource, shown, (values ?? {}) as Record<string, unknown>), picked) as unknown as z.ZodType<Record<string, unknown>, TFormValues>;
}

/** Required fields of the resource that a form must show to be able to create a record. */
export function requiredFields(resource: TResource): string[] {
  return Object.entries(resource.fields).filter(([, s]) => s.required).map(([k]) => k);
}
