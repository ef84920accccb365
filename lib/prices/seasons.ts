// Checks of a price list's seasons (periods) as the engine will read them
// (docs/decisions/pricing.md): both days inclusive; a night belongs to the season of its day.
// Errors block saving (from after to, a missing date); warnings do not: overlapping periods (the
// engine refuses a night two periods claim, 409) and days of the validity no period covers
// (those nights cannot be priced). ISO dates compare as strings. Pure.

/** names: the season's name on documents in each language (lib/contract/line-values.ts). */
export type TPeriod = { from: string; to: string; name?: string; names?: { de?: string; en?: string } };

export type TPeriodIssues = {
  /** Per period index: 'required' (a date missing) or 'order' (from after to). */
  errors: Record<number, 'required' | 'order'>;
  /** Pairs of period indexes whose days overlap, each pair once, lower index first. */
  overlaps: [number, number][];
  /** Day ranges (inclusive) of the validity that no period covers. */
  gaps: { from: string; to: string }[];
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;
const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export function checkPeriods(periods: readonly TPeriod[], validity?: { from?: string | null; to?: string | null }): TPeriodIssues {
  const errors: TPeriodIssues['errors'] = {};
  periods.forEach((p, i) => {
    if (!ISO.test(p.from) || !ISO.test(p.to)) errors[i] = 'required';
    else if (p.from > p.to) errors[i] = 'order';
  });
  const good = periods.map((p, i) => ({ ...p, i })).filter((p) => errors[p.i] === undefined);
  const overlaps: [number, number][] = [];
  for (let a = 0; a < good.length; a++) {
    for (let b = a + 1; b < good.length; b++) {
      if (good[a].from <= good[b].to && good[b].from <= good[a].to) overlaps.push([good[a].i, good[b].i]);
    }
  }
  const gaps: TPeriodIssues['gaps'] = [];
  const vFrom = validity?.from;
  const vTo = validity?.to;
  if (vFrom && vTo && ISO.test(vFrom) && ISO.test(vTo) && vFrom <= vTo) {
    let next = vFrom; // first day not yet known to be covered
    for (const p of [...good].sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : 0))) {
      if (next > vTo) break;
      if (p.to < next) continue;
      if (p.from > next) gaps.push({ from: next, to: p.from > vTo ? vTo : shift(p.from, -1) });
      if (p.to >= next) next = shift(p.to, 1);
    }
    if (next <= vTo) gaps.push({ from: next, to: vTo });
  }
  return { errors, overlaps, gaps };
}
