// Terms of payment, pure: the due schedule (deposit and rest) and the cancellation scale.
import { describe, expect, it } from 'vitest';
import { cancellationPercent, dueSchedule, type TTermsRecord } from '@/upstream/modules/bookings/terms/terms-schedule';

const terms = (over: Partial<TTermsRecord> = {}): TTermsRecord => ({
  id: 't', name: 'T', depositPercent: 30, depositAmount: null, depositDueDays: 7, depositDueFrom: 'booking', restDueDaysBeforeArrival: 30,
  cancellation: [{ daysBefore: 60, percent: 30 }, { daysBefore: 30, percent: 50 }, { daysBefore: 0, percent: 100 }], ...over,
});
const base = { total: 100000, paid: 0, bookingDate: '2027-01-01', arrival: '2027-06-01', today: '2027-01-02' };

describe('due schedule', () => {
  it('a deposit after the booking date, the rest before arrival', () => {
    expect(dueSchedule({ ...base, terms: terms() })).toEqual([
      { kind: 'deposit', dueDate: '2027-01-08', amount: 30000, paid: 0, open: 30000, overdue: false },
      { kind: 'rest', dueDate: '2027-05-02', amount: 70000, paid: 0, open: 70000, overdue: false },
    ]);
  });

  it('a fixed deposit, due before arrival; payments fill the deposit first; overdue after the day', () => {
    const s = dueSchedule({ ...base, paid: 25000, today: '2027-04-20', terms: terms({ depositAmount: 20000, depositDueFrom: 'arrival', depositDueDays: 45 }) });
    expect(s.map((i) => [i.kind, i.dueDate, i.amount, i.paid, i.overdue])).toEqual([['deposit', '2027-04-17', 20000, 20000, false], ['rest', '2027-05-02', 80000, 5000, false]]);
    expect(dueSchedule({ ...base, today: '2027-04-20', terms: terms({ depositAmount: 20000, depositDueFrom: 'arrival', depositDueDays: 45 }) })[0].overdue).toBe(true);
  });

  it('a late booking owes everything at once; without terms all is due on arrival', () => {
    const late = dueSchedule({ ...base, bookingDate: '2027-05-20', today: '2027-05-20', terms: terms() });
    expect(late.map((i) => i.dueDate)).toEqual(['2027-05-20', '2027-05-20']);
    expect(dueSchedule({ ...base, terms: null })).toEqual([{ kind: 'rest', dueDate: '2027-06-01', amount: 100000, paid: 0, open: 100000, overdue: false }]);
    expect(dueSchedule({ ...base, terms: terms({ depositPercent: 100 }) }).map((i) => i.kind)).toEqual(['deposit']);
  });
});

describe('cancellation scale', () => {
  it.each([
    ['2027-01-01', 0], ['2027-04-02', 30], ['2027-04-01', 0], ['2027-05-02', 50], ['2027-05-20', 50], ['2027-06-01', 100], ['2027-06-05', 100],
  ])('cancelled on %s: %i percent', (on, percent) => {
    expect(cancellationPercent(terms().cancellation, '2027-06-01', on).percent).toBe(percent);
  });
});
