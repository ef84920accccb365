// When a booking's money is due (docs/decisions/dashboard.md): its terms of payment, else the
// default terms, ask for depositPercent of the total depositDueDays after the booking date and
// the rest restDueDaysBeforeArrival before arrival. Without any terms the whole total is due on
// arrival. A rest day before the
// booking date moves to the booking date (a late booking owes everything at once). The next unpaid part gives the due date; it is overdue once that day has passed.
export type TTerms = { depositPercent: number; depositDueDays: number; restDueDaysBeforeArrival: number; isDefault: boolean };

const DAY = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

export function dueOf(o: { total: number; paid: number; bookingDate: string | null; dateFrom: string | null; terms: TTerms | null; today: string }): { dueDate: string | null; overdue: boolean } {
  if (o.total - o.paid <= 0 || !o.dateFrom) return { dueDate: null, overdue: false };
  // A booking made later than its terms' rest day owes the rest on the day it was made.
  const booked = o.bookingDate ? o.bookingDate.slice(0, 10) : null;
  const termsRest = addDays(o.dateFrom, -(o.terms?.restDueDaysBeforeArrival ?? 0));
  const restDue = booked && booked > termsRest ? booked : termsRest;
  let dueDate = restDue;
  if (o.terms && o.bookingDate && o.terms.depositPercent > 0) {
    const deposit = Math.round((o.total * o.terms.depositPercent) / 100);
    const depositDue = addDays(o.bookingDate, o.terms.depositDueDays);
    // The deposit is the next part while it is unpaid and due before the rest.
    if (o.paid < deposit && depositDue < restDue) dueDate = depositDue;
  }
  return { dueDate, overdue: dueDate < o.today };
}
