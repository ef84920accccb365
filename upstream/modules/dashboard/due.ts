// When a booking's money is due on the dashboard (docs/decisions/dashboard.md): the one due rule
// of the booking's terms of payment (bookings/terms-schedule.ts, the same schedule as
// GET /api/terms/calculate, the overdue flag, the online deposit and the invoice's due date).
// The next part with money open gives the due date; it is overdue once that day has passed.
import { dueSchedule, nextDue, type TTermsRecord } from '../bookings/terms/terms-schedule';

export function dueOf(o: { total: number; paid: number; bookingDate: string | null; dateFrom: string | null; terms: TTermsRecord | null; today: string }): { dueDate: string | null; overdue: boolean } {
  if (o.total - o.paid <= 0 || !o.dateFrom) return { dueDate: null, overdue: false };
  return nextDue(dueSchedule({ total: o.total, paid: o.paid, bookingDate: o.bookingDate ?? o.today, arrival: o.dateFrom, terms: o.terms, today: o.today }));
}
