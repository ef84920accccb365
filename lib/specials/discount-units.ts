// A special's discount value is stored as the engine reads it (upstream/modules/prices/engine/
// specials/types.ts): a percent for PerCent and Lowest, a count for FOC and FOCUnit, and minor
// units for the amounts (Absolute, AbsoluteNights, Fix, FixUnit). The editor shows and takes the
// amounts in the currency's major units ("25.00"), as every other amount on a screen (issue 33
// item 8: they were typed in cents).
export const AMOUNT_DISCOUNTS: ReadonlySet<string> = new Set(['Absolute', 'AbsoluteNights', 'Fix', 'FixUnit']);

/** The stored value as the editor shows it: an amount in major units with two decimals. */
export function discountForForm(mode: unknown, stored: string): string {
  if (!AMOUNT_DISCOUNTS.has(String(mode)) || stored.trim() === '') return stored;
  const n = Number(stored);
  return Number.isFinite(n) ? (n / 100).toFixed(2) : stored;
}

/** The editor's value as stored: an amount typed in major units ("25,5" too) to minor units. */
export function discountForApi(mode: unknown, typed: unknown): unknown {
  if (!AMOUNT_DISCOUNTS.has(String(mode)) || typed === '' || typed === null || typed === undefined) return typed;
  const n = typeof typed === 'number' ? typed : Number(String(typed).replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) : typed;
}
