// The demo data keeps its distance to today: whole years past the day it was written move its years.
import { describe, expect, it } from 'vitest';
import { demoYearShift, shiftDemoYears } from '../../upstream/db/seed/demo-years';

describe('demo data years', () => {
  it('moves by whole years from 25 November 2026 on', () => {
    expect(demoYearShift(new Date('2026-11-25T00:00:00Z'))).toBe(0);
    expect(demoYearShift(new Date('2027-11-24T23:59:59Z'))).toBe(0);
    expect(demoYearShift(new Date('2027-11-25T00:00:00Z'))).toBe(1);
    expect(demoYearShift(new Date('2030-01-01T00:00:00Z'))).toBe(3);
  });

  it('shifts years in dates, names and numbers, deeply, but not ids, IBAN digits or other numbers', () => {
    const row = {
      dateFrom: '2027-03-06', name: 'Northern Wrecks 20 Mar 2027', bookingNo: 'B2026-00001', paidAt: '2027-03-12T19:00:00Z',
      id: 'a1b2c3d4-2027-5abc-8def-202612345678', iban: 'DE02120300000000202051', amount: 2027, rule: [{ validTo: '2027-12-31' }],
    };
    expect(shiftDemoYears(row, 1)).toEqual({
      dateFrom: '2028-03-06', name: 'Northern Wrecks 20 Mar 2028', bookingNo: 'B2027-00001', paidAt: '2028-03-12T19:00:00Z',
      id: row.id, iban: row.iban, amount: 2027, rule: [{ validTo: '2028-12-31' }],
    });
    expect(shiftDemoYears(row, 0)).toBe(row);
  });
});
