// Terms of payment, pure: when a booking's money is due, and the cancellation fee of a scale
// (docs/decisions/specials.md, "Terms"). The rules follow the dashboard's (dashboard/due.ts):
// deposit first, the rest N days before arrival, a rest day before the booking date moves to
// the booking date; without terms the whole total is due on arrival.
export type TTermsRecord = {
  id: string; name: string; depositPercent: number; depositAmount: number | null; depositDueDays: number;
  depositDueFrom: 'booking' | 'arrival'; restDueDaysBeforeArrival: number; cancellation: { daysBefore: number; percent: number }[];
};

export type TDueItem = { kind: 'deposit' | 'rest'; dueDate: string; amount: number; paid: number; open: number; overdue: boolean };

const DAY = 86_400_000;
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY);

/** Deposit and rest with due days; payments fill the deposit first. Overdue: open after its due day. */
export function dueSchedule(o: { total: number; paid: number; bookingDate: string; arrival: string; terms: TTermsRecord | null; today: string }): TDueItem[] {
  const booked = o.bookingDate.slice(0, 10);
  const termsRest = addDays(o.arrival, -(o.terms?.restDueDaysBeforeArrival ?? 0));
  const restDue = booked > termsRest ? booked : termsRest;
  const total = Math.max(0, o.total);
  let deposit = 0;
  if (o.terms) {
    deposit = o.terms.depositAmount && o.terms.depositAmount > 0 ? o.terms.depositAmount : Math.round((total * o.terms.depositPercent) / 100);
    deposit = Math.min(deposit, total);
  }
  const items: Omit<TDueItem, 'paid' | 'open' | 'overdue'>[] = [];
  if (o.terms && deposit > 0) {
    const wanted = o.terms.depositDueFrom === 'arrival' ? addDays(o.arrival, -o.terms.depositDueDays) : addDays(booked, o.terms.depositDueDays);
    const due = wanted < booked ? booked : wanted > restDue ? restDue : wanted;
    items.push({ kind: 'deposit', dueDate: due, amount: deposit });
  }
  if (total - deposit > 0 || items.length === 0) items.push({ kind: 'rest', dueDate: restDue, amount: total - deposit });
  let left = Math.max(0, o.paid);
  return items.map((i) => {
    const paid = Math.min(left, i.amount);
    left -= paid;
    const open = i.amount - paid;
    return { ...i, paid, open, overdue: open > 0 && i.dueDate < o.today };
  });
}

/** The next part with money open (the earliest): its due day and whether it has passed. The
 *  dashboard's due day, the booking's overdue flag and the list read this. */
export function nextDue(items: readonly TDueItem[]): { dueDate: string | null; overdue: boolean } {
  const next = items.find((i) => i.open > 0);
  return next ? { dueDate: next.dueDate, overdue: next.overdue } : { dueDate: null, overdue: false };
}

/** The day everything is due (the last part): an invoice of the whole total is due then. */
export const finalDueDate = (items: readonly TDueItem[]): string | null => items.at(-1)?.dueDate ?? null;

/** What the deposit asks now: the deposit part's open amount; terms without a deposit (or no
 *  terms) ask what is due next, which is everything open. */
export function depositOpen(items: readonly TDueItem[]): number {
  const deposit = items.find((i) => i.kind === 'deposit');
  return deposit ? deposit.open : items.reduce((sum, i) => sum + i.open, 0);
}

/** The scale's percent at a day: the step with the fewest days before arrival that has begun
 *  (daysBefore ≥ the days left). Before every step: 0. After arrival: the last step. */
export function cancellationPercent(scale: TTermsRecord['cancellation'], arrival: string, on: string): { percent: number; daysBefore: number } {
  const left = daysBetween(on, arrival);
  const begun = scale.filter((s) => s.daysBefore >= left).sort((a, b) => a.daysBefore - b.daysBefore)[0];
  return { percent: begun?.percent ?? 0, daysBefore: left };
}
