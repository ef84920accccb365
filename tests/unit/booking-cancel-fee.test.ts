// The cancellation dialog's body (ZCancellation): percent or value in minor units.
import { describe, expect, it } from 'vitest';
import { ZCancellation } from '@/lib/contract/booking-core';
import { cancelBody, majorToMinor } from '@/lib/bookings/cancel-fee';

describe('cancel fee', () => {
  it('reads major units exactly', () => {
    expect(majorToMinor('12,5')).toBe(1250);
    expect(majorToMinor('0.07')).toBe(7);
    expect(majorToMinor(' 300 ')).toBe(30000);
    expect(majorToMinor('1.234')).toBeNull();
    expect(majorToMinor('-3')).toBeNull();
    expect(majorToMinor('')).toBeNull();
  });

  it('builds bodies the contract accepts', () => {
    const p = cancelBody({ reason: 'customer', message: ' ill ', mode: 'percent', amount: '25' });
    expect(p).toEqual({ ok: true, body: { reason: 'customer', message: 'ill', percent: 25 } });
    if (p.ok) expect(ZCancellation.parse(p.body)).toMatchObject({ percent: 25 });
    const v = cancelBody({ reason: 'agency', message: '', mode: 'value', amount: '99,90' });
    expect(v).toEqual({ ok: true, body: { reason: 'agency', value: 9990 } });
    expect(cancelBody({ reason: 'customer', message: '', mode: 'none', amount: 'x' })).toEqual({ ok: true, body: { reason: 'customer' } });
    expect(cancelBody({ reason: 'customer', message: 'Sorry', mode: 'terms', amount: 'x' })).toEqual({ ok: true, body: { reason: 'customer', message: 'Sorry', useTerms: true } });
  });

  it('refuses a percent outside 0..100 and a bad value', () => {
    expect(cancelBody({ reason: 'customer', message: '', mode: 'percent', amount: '120' })).toEqual({ ok: false, problem: 'percent' });
    expect(cancelBody({ reason: 'customer', message: '', mode: 'percent', amount: '' })).toEqual({ ok: false, problem: 'percent' });
    expect(cancelBody({ reason: 'customer', message: '', mode: 'value', amount: 'abc' })).toEqual({ ok: false, problem: 'value' });
  });
});
