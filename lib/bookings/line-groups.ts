// The calculation lines grouped as the guest sees them on an offer or invoice: the stay, extras,
// discounts, the cancellation, taxes, anything else, each with its subtotal. Order within a group
// is the booking's order.
export const LINE_GROUPS = ['stay', 'extras', 'discounts', 'cancellation', 'taxes', 'other'] as const;
export type TLineGroup = (typeof LINE_GROUPS)[number];

const BY_TYPE: Record<string, TLineGroup> = {
  room_cost: 'stay', tour: 'stay',
  addon: 'extras', cost: 'extras', product: 'extras', option: 'extras', external: 'extras', text: 'extras',
  discount: 'discounts', special: 'discounts',
  tax: 'taxes',
};

export function groupOf(line: { type: string; source: string }): TLineGroup {
  if (line.source === 'cancellation') return 'cancellation';
  return BY_TYPE[line.type] ?? 'other';
}

export function groupLines<T extends { type: string; source: string; amount: number }>(lines: readonly T[]): { group: TLineGroup; lines: T[]; subtotal: number }[] {
  return LINE_GROUPS.map((group) => {
    const of = lines.filter((l) => groupOf(l) === group);
    return { group, lines: of, subtotal: of.reduce((s, l) => s + l.amount, 0) };
  }).filter((g) => g.lines.length > 0);
}
