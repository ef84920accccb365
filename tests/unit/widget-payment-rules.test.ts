// The deposit rule of online payment (the terms' schedule) and the widget's resize script (docs/decisions/widget-and-payment.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueSchedule } from '../../upstream/modules/bookings/terms/terms-schedule';
import { amountDue } from '../../upstream/modules/online-payment/amount-due';
import { resizeScript } from '../../lib/widget/resize-script';

describe('amountDue', () => {
  // A schedule of 30 % deposit and the rest, as the terms give it (bookings/terms-schedule.ts).
  const schedule = (total: number, paid: number) => dueSchedule({ total, paid, bookingDate: '2030-01-01', arrival: '2030-06-01', today: '2030-01-02',
    terms: { id: 't', name: 'T', depositPercent: 30, depositAmount: null, depositDueDays: 7, depositDueFrom: 'booking', restDueDaysBeforeArrival: 30, cancellation: [] } });
  it('deposit is the open part of the terms\' deposit, never more than is open; full and rest are what is open', () => {
    expect(amountDue('deposit', 22200, 0, schedule(22200, 0))).toBe(6660);
    expect(amountDue('deposit', 1001, 0, schedule(1001, 0))).toBe(300);
    expect(amountDue('deposit', 22200, 5000, schedule(22200, 5000))).toBe(1660);
    expect(amountDue('deposit', 22200, 20000, schedule(22200, 20000))).toBe(0);
    expect(amountDue('full', 22200, 6660, schedule(22200, 6660))).toBe(15540);
    expect(amountDue('rest', 22200, 6660, schedule(22200, 6660))).toBe(15540);
    expect(amountDue('full', 22200, 22200, schedule(22200, 22200))).toBe(0);
    expect(amountDue('rest', 100, 500, schedule(100, 500))).toBe(0);
  });

  it('without a deposit in the schedule (no terms) the deposit level asks everything open', () => {
    const none = dueSchedule({ total: 22200, paid: 200, bookingDate: '2030-01-01', arrival: '2030-06-01', today: '2030-01-02', terms: null });
    expect(amountDue('deposit', 22200, 200, none)).toBe(22000);
    expect(amountDue('deposit', 22200, 200, [])).toBe(22000);
  });

  it('is a whole number between 0 and what is open for any total and payment', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom('deposit', 'rest', 'full' as const), (total, paid, level) => {
      const a = amountDue(level, total, paid, schedule(total, paid));
      return Number.isSafeInteger(a) && a >= 0 && a <= Math.max(0, total - paid);
    }));
  });
});

describe('resizeScript', () => {
  it('posts only to an allowed parent origin, never to *, and no value can close the script element', () => {
    const js = resizeScript('</script><script>alert(1)</script>', ['https://shop.example']);
    expect(js).not.toContain('</script>');
    expect(js).toContain('"https://shop.example"');
    expect(js).not.toMatch(/postMessage\([^)]*'\*'/);
    expect(js).toContain('if(ok.indexOf(t)<0)return');
  });
});
