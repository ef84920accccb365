// Wall-clock times of mail schedules (upstream/modules/mail/local-time.ts): 09:00 at the asset is
// a different UTC instant on either side of a summer-time change; an hour that does not exist
// falls to the next valid instant; an unknown zone counts as UTC.
import { describe, expect, it } from 'vitest';
import { localInstant } from '../../upstream/modules/mail/local-time';

describe('localInstant', () => {
  it('follows the zone across summer time', () => {
    expect(localInstant('2026-03-28', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(localInstant('2026-03-29', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(localInstant('2026-10-25', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(localInstant('2026-03-29', '09:00', 'America/New_York').toISOString()).toBe('2026-03-29T13:00:00.000Z');
    expect(localInstant('2026-03-29', '09:00', 'Pacific/Auckland').toISOString()).toBe('2026-03-28T20:00:00.000Z');
  });
  it('moves a skipped hour forward, defaults to 09:00, and treats an unknown zone as UTC', () => {
    expect(localInstant('2026-03-29', '02:30', 'Europe/Berlin').getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-29T01:00:00Z'));
    expect(localInstant('2026-03-29', '02:30', 'Europe/Berlin').getTime()).toBeLessThanOrEqual(Date.parse('2026-03-29T01:30:00Z'));
    expect(localInstant('2026-06-01', null, 'Europe/Berlin').toISOString()).toBe('2026-06-01T07:00:00.000Z');
    expect(localInstant('2026-06-01', '09:00', 'Nowhere/Atlantis').toISOString()).toBe('2026-06-01T09:00:00.000Z');
    expect(localInstant('2026-06-01', '09:00', null).toISOString()).toBe('2026-06-01T09:00:00.000Z');
  });
});
