// The values of the customer data fields (/customerdatagroup): kept in the customer's meta under
// the field's key, as JSON of the field's kind (text and select: a string, number: a number,
// date: 'YYYY-MM-DD', bool: true or false; null removes the value). One check for both sides:
// the customer form before it saves, the upstream's meta write before it stores.
import type { TCustomerDataField } from './resources/parties';

export const DATA_TEXT_MAX = 2000;
export type TDataValueIssue = 'required' | 'text' | 'tooLong' | 'number' | 'date' | 'bool' | 'option';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** What is wrong with a stored (wire) value for this field, or null when it may be kept. */
export function dataValueIssue(field: TCustomerDataField, value: unknown): TDataValueIssue | null {
  if (value === null || value === undefined) return field.required && field.kind !== 'bool' ? 'required' : null;
  switch (field.kind ?? 'text') {
    case 'number': return typeof value === 'number' && Number.isFinite(value) ? null : 'number';
    case 'date': return typeof value === 'string' && isDay(value) ? null : 'date';
    case 'bool': return typeof value === 'boolean' ? null : 'bool';
    case 'select':
      if (typeof value !== 'string') return 'option';
      return !field.options?.length || field.options.includes(value) ? null : 'option';
    default:
      if (typeof value !== 'string') return 'text';
      if (field.required && value.trim() === '') return 'required';
      return value.length > DATA_TEXT_MAX ? 'tooLong' : null;
  }
}

/** A form's value (text inputs give strings, a checkbox a boolean) as the value to store; blank
 *  is null (removed). A number that does not parse stays a string, so the check names it. */
export function toDataValue(field: TCustomerDataField, input: string | boolean | undefined): unknown {
  if (field.kind === 'bool') return input === true;
  const s = typeof input === 'string' ? input.trim() : '';
  if (s === '') return null;
  if (field.kind === 'number') {
    const n = Number(s.replace(',', '.'));
    return /^-?\d+([.,]\d+)?$/.test(s) && Number.isFinite(n) ? n : s;
  }
  return s;
}

/** A stored value as the form shows it. */
export function toDataInput(field: TCustomerDataField, value: unknown): string | boolean {
  if (field.kind === 'bool') return value === true;
  return value === null || value === undefined ? '' : String(value);
}

/** The values that differ from the stored ones (null removes), to send in one meta write. */
export function changedDataValues(fields: TCustomerDataField[], inputs: Record<string, string | boolean | undefined>, stored: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const next = toDataValue(f, inputs[f.key]);
    const before = stored[f.key] ?? null;
    // An unset yes/no field left unticked stays unset rather than becoming a stored "no".
    if (f.kind === 'bool' && before === null && next === false) continue;
    if (JSON.stringify(next) !== JSON.stringify(before)) out[f.key] = next;
  }
  return out;
}
