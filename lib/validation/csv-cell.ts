// A CSV cell that a spreadsheet will not run: text starting with =, +, -, @, tab or carriage
// return gets a leading single quote (OWASP CSV injection). Numbers and booleans stay as they
// are. Used by the upstream's listCSV and by the list screens' export of what they show.
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain signed number written as text (an amount '-12.50') is a number to a spreadsheet, never a
// formula: it stays as it is.
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function neutraliseCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
