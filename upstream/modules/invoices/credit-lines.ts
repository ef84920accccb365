// The quantity and unit price of a credit note's line (issue 32 item 8): it keeps those of the
// invoice line it credits. In full: the line's quantity and price, negated. A part that is whole
// units of the line's price: that many units at the line's price (2 of 7 nights at 74.00). Any
// other part cannot be written as whole units of an integer price: one unit of the amount.
export function creditLineShape(line: { quantity: number; unitPrice: number; amount: number }, credited: number): { quantity: number; unitPrice: number } {
  if (credited === line.amount) return { quantity: line.quantity, unitPrice: 0 - line.unitPrice };
  const units = line.unitPrice !== 0 && credited % line.unitPrice === 0 ? credited / line.unitPrice : 0;
  if (units > 0 && units <= Math.abs(line.quantity)) return { quantity: units, unitPrice: 0 - line.unitPrice };
  return { quantity: 1, unitPrice: 0 - credited };
}
