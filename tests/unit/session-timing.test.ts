import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiresAtFrom, isExpired, isValidToken, refreshDelayMs, shouldRefresh } from '@/lib/session/timing';

describe('token validity', () => {
  it('only a string longer than 50 characters', () => {
    expect(isValidToken('a'.repeat(51))).toBe(true);
    expect(isValidToken('a'.repeat(50))).toBe(false);
    expect(isValidToken('')).toBe(false);
    expect(isValidToken(null)).toBe(false);
    expect(isValidToken(123)).toBe(false);
    expect(isValidToken({ length: 99 })).toBe(false);
  });
});

describe('refresh schedule', () => {
  const now = 1_800_000_000_000;
  it('120 s before expiry', () => {
    expect(refreshDelayMs({ lifetimeSeconds: 3600, expiresAt: now + 3600_000, now })).toBe(3480_000);
    expect(refreshDelayMs({ lifetimeSeconds: 241, expiresAt: now + 241_000, now })).toBe(121_000);
  });
  it('none for lifetimes of 240 s or less', () => {
    expect(refreshDelayMs({ lifetimeSeconds: 240, expiresAt: now + 240_000, now })).toBeNull();
    expect(refreshDelayMs({ lifetimeSeconds: 60, expiresAt: now + 60_000, now })).toBeNull();
  });
  it('immediately when the refresh moment passed, none once expired', () => {
    expect(refreshDelayMs({ lifetimeSeconds: 3600, expiresAt: now + 30_000, now })).toBe(0);
    expect(shouldRefresh({ lifetimeSeconds: 3600, expiresAt: now + 30_000, now })).toBe(true);
    expect(shouldRefresh({ lifetimeSeconds: 3600, expiresAt: now + 300_000, now })).toBe(false);
    expect(refreshDelayMs({ lifetimeSeconds: 3600, expiresAt: now, now })).toBeNull();
  });
  it('property: the refresh lands exactly 120 s before expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 241, max: 10_000_000 }), fc.integer({ min: 0, max: 1e12 }), (life, t0) => {
        const expiresAt = expiresAtFrom(life, t0);
        const delay = refreshDelayMs({ lifetimeSeconds: life, expiresAt, now: t0 });
        expect(delay).not.toBeNull();
        expect(t0 + delay!).toBe(expiresAt - 120_000);
      }),
    );
  });
});

describe('expiry', () => {
  it('expired at and after the instant', () => {
    expect(isExpired(1000, 999)).toBe(false);
    expect(isExpired(1000, 1000)).toBe(true);
    expect(isExpired(Number.NaN, 0)).toBe(true);
    expect(expiresAtFrom(60, 1000)).toBe(61_000);
  });
});
