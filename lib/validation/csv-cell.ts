// A CSV cell that a spreadsheet will not run: text starting with =, +, -, @, tab or carriage
// return gets a leading single quote (OWASP CSV injection). Numbers and booleans stay as they
// are. Used by the upstream's listCSV and by the list screens' export of what they show.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
