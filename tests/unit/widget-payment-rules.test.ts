// The deposit rule of online payment and the widget's resize script (docs/decisions/widget-and-payment.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue, DEPOSIT_PERCENT } from '../../upstream/modules/online-payment/amount-due';
import { resizeScript } from '../../lib/widget/resize-script';

describe('amountDue', () => {
  it('deposit is 30 % of the total rounded up, never more than is open; full and rest are what is open', () => {
    expect(DEPOSIT_PERCENT).toBe(30);
    expect(amountDue('deposit', 22200, 0)).toBe(6660);
    expect(amountDue('deposit', 1001, 0)).toBe(301);
    expect(amountDue('deposit', 22200, 20000)).toBe(2200);
    expect(amountDue('full', 22200, 6660)).toBe(15540);
    expect(amountDue('rest', 22200, 6660)).toBe(15540);
    expect(amountDue('full', 22200, 22200)).toBe(0);
    expect(amountDue('rest', 100, 500)).toBe(0);
  });

  it('is a whole number between 0 and what is open for any total and payment', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom('deposit', 'rest', 'full' as const), (total, paid, level) => {
      const a = amountDue(level, total, paid);
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
