// The demo data keeps its distance to today: the whole weeks since it was written move its dates.
import { describe, expect, it } from 'vitest';
import { demoDayShift, shiftDemoDates } from '../../upstream/db/seed/demo-dates';

describe('demo data dates', () => {
  it('moves by whole weeks from 25 November 2026 on', () => {
    expect(demoDayShift(new Date('2026-11-25T00:00:00Z'))).toBe(0);
    expect(demoDayShift(new Date('2026-12-01T23:59:59Z'))).toBe(0);
    expect(demoDayShift(new Date('2026-12-02T00:00:00Z'))).toBe(7);
    expect(demoDayShift(new Date('2027-11-25T12:00:00Z'))).toBe(364);
    expect(demoDayShift(new Date('2026-11-24T00:00:00Z'))).toBe(-7);
  });

  it('shifts every spelling of a date, deeply, keeping the weekday; not ids, numbers or bare years', () => {
    const row = {
      dateFrom: '2027-03-06', paidAt: '2027-03-12T19:00:00Z', name: 'Northern Wrecks 20 Mar 2027', label: '20.03.2027 – 27.03.2027',
      bookingNo: 'B2026-00001', list: 'Coral Garden 2027', id: 'a1b2c3d4-2027-5abc-8def-202612345678', iban: 'DE02120300000000202051',
      born: '1985-04-12', amount: 2027, rule: [{ validTo: '2027-12-31' }],
    };
    expect(shiftDemoDates(row, 364)).toEqual({
      dateFrom: '2028-03-04', paidAt: '2028-03-10T19:00:00Z', name: 'Northern Wrecks 18 Mar 2028', label: '18.03.2028 – 25.03.2028',
      bookingNo: 'B2026-00001', list: 'Coral Garden 2027', id: row.id, iban: row.iban,
      born: '1985-04-12', amount: 2027, rule: [{ validTo: '2028-12-29' }],
    });
    expect(new Date(shiftDemoDates('2027-03-06', 364)).getUTCDay()).toBe(new Date('2027-03-06').getUTCDay());
    expect(shiftDemoDates(row, 0)).toBe(row);
  });
});
