// The business clocks: shifted by days, stoppable, and on the web side one state per process even
// when the module is loaded twice (Next bundles lib/clock.ts into several server chunks).
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as web from '@/lib/clock';
import * as api from '../../upstream/clock';

const DAY = 86_400_000;
const initial = Number(process.env.CLOCK_SHIFT_DAYS || 0);

afterEach(() => {
  for (const c of [web, api]) c.setClock({ at: null, shiftDays: initial });
});

describe.each([['web', web], ['upstream', api]] as const)('%s clock', (_, clock) => {
  it('moves by whole days and can be stopped at an instant', () => {
    clock.setClock({ shiftDays: 365 });
    expect(Math.round((clock.nowMs() - Date.now()) / DAY)).toBe(365);
    clock.setClock({ at: new Date('2030-02-03T10:00:00Z') });
    expect(clock.today()).toBe('2030-02-03');
    expect(clock.now().toISOString()).toBe('2030-02-03T10:00:00.000Z');
  });
});

describe('web clock state', () => {
  it('is shared by every copy of the module in one process', async () => {
    web.setClock({ shiftDays: 10 });
    vi.resetModules();
    const copy = await import('@/lib/clock');
    expect(copy).not.toBe(web);
    expect(Math.round((copy.nowMs() - Date.now()) / DAY)).toBe(10);
  });
});
