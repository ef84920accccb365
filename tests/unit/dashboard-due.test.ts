// The due day of a booking's open money on the dashboard (upstream/modules/dashboard/due.ts), read
// from the terms' due schedule (bookings/terms-schedule.ts).
import { describe, expect, it } from 'vitest';
import { dueOf } from '../../upstream/modules/dashboard/due';

const terms = { id: 't', name: 'Standard', depositPercent: 30, depositAmount: null, depositDueDays: 7, depositDueFrom: 'booking' as const, restDueDaysBeforeArrival: 30, cancellation: [] };
const base = { total: 100000, paid: 0, bookingDate: '2030-01-01T10:00:00Z', dateFrom: '2030-06-01', terms, today: '2030-01-05' };

describe('dueOf', () => {
  it('the unpaid deposit is due first, the rest before arrival', () => {
    expect(dueOf(base)).toEqual({ dueDate: '2030-01-08', overdue: false });
    expect(dueOf({ ...base, today: '2030-01-09' })).toEqual({ dueDate: '2030-01-08', overdue: true });
    expect(dueOf({ ...base, paid: 30000, today: '2030-01-09' })).toEqual({ dueDate: '2030-05-02', overdue: false });
    expect(dueOf({ ...base, paid: 30000, today: '2030-05-03' })).toEqual({ dueDate: '2030-05-02', overdue: true });
  });

  it('nothing open is never due; without terms all is due on arrival; a late booking owes at once', () => {
    expect(dueOf({ ...base, paid: 100000 })).toEqual({ dueDate: null, overdue: false });
    expect(dueOf({ ...base, terms: null })).toEqual({ dueDate: '2030-06-01', overdue: false });
    expect(dueOf({ ...base, dateFrom: '2030-01-10', today: '2030-01-01' })).toEqual({ dueDate: '2030-01-01', overdue: false });
    expect(dueOf({ ...base, dateFrom: '2030-01-10', today: '2030-01-02' }).overdue).toBe(true);
  });
});

describe('one rule', () => {
  it('the dashboard reads the schedule: a fixed deposit amount and a deposit due before arrival count there too', () => {
    const fixed = { ...terms, depositAmount: 5000, depositDueFrom: 'arrival' as const, depositDueDays: 60 };
    expect(dueOf({ ...base, terms: fixed })).toEqual({ dueDate: '2030-04-02', overdue: false });
    expect(dueOf({ ...base, terms: fixed, paid: 5000 })).toEqual({ dueDate: '2030-05-02', overdue: false });
  });
});
