// One changed value of the configuration audit as a person reads it: records by their names
// (never ids), dates and times in the reader's format, yes/no, lists joined, nested values as
// "field: value" pairs; null as a dash.
type TFormat = {
  /** A calendar day (no time of day). */
  date: (d: Date) => string;
  dateTime: (d: Date) => string;
  number: (n: number) => string;
};

export type TAuditValueText = {
  names: Record<string, string>;
  format: TFormat;
  label: (key: string) => string;
  yes: string;
  no: string;
  deleted: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export function auditValueText(value: unknown, x: TAuditValueText): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? x.yes : x.no;
  if (typeof value === 'number') return x.format.number(value);
  if (typeof value === 'string') {
    if (UUID.test(value)) return x.names[value.toLowerCase()] ?? x.deleted;
    if (DATE.test(value)) return x.format.date(new Date(`${value}T00:00:00Z`));
    if (DATE_TIME.test(value)) return x.format.dateTime(new Date(value));
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => auditValueText(v, x)).join(', ') : '–';
  if (typeof value === 'object') {
    const pairs = Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== '');
    return pairs.length ? pairs.map(([k, v]) => `${x.label(k)}: ${auditValueText(v, x)}`).join('; ') : '–';
  }
  return String(value);
}
