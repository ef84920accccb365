// Price grid ↔ price list entries and season checks (lib/prices/grid, lib/prices/seasons).
import { describe, expect, it } from 'vitest';
import { cellKey, cellsToEntries, entriesToCells, gridRows, hiddenCells, paxLevelsOf, removePeriodCells, type TEntry } from '@/lib/prices/grid';
import { checkPeriods } from '@/lib/prices/seasons';

const STD = '11111111-1111-4111-8111-111111111111';
const STE = '22222222-2222-4222-8222-222222222222';
const HB = '33333333-3333-4333-8333-333333333333';

describe('price grid', () => {
  it('lays out room types × (no variant, variants) × (base, pax levels)', () => {
    expect(gridRows([STD, STE], [HB], [2, 2])).toEqual([
      { roomType: STD, variant: null, noOfPax: null }, { roomType: STD, variant: null, noOfPax: 2 },
      { roomType: STD, variant: HB, noOfPax: null }, { roomType: STD, variant: HB, noOfPax: 2 },
      { roomType: STE, variant: null, noOfPax: null }, { roomType: STE, variant: null, noOfPax: 2 },
      { roomType: STE, variant: HB, noOfPax: null }, { roomType: STE, variant: HB, noOfPax: 2 },
    ]);
  });

  it('maps entries to cells and back unchanged', () => {
    const entries: TEntry[] = [
      { roomType: STD, period: 0, amount: 8900, currency: 'EUR' },
      { roomType: STD, period: 1, amount: 7400, currency: 'EUR' },
      { roomType: STD, variant: HB, period: 1, amount: 1, currency: 'EUR' },
      { roomType: STE, period: 0, noOfPax: 2, amount: 2550, currency: 'EUR' },
    ];
    const cells = entriesToCells(entries, 2);
    expect(cells[cellKey({ roomType: STD }, 1)]).toBe('74.00');
    expect(cells[cellKey({ roomType: STD, variant: HB }, 1)]).toBe('0.01');
    expect(cells[cellKey({ roomType: STE, noOfPax: 2 }, 0)]).toBe('25.50');
    const rows = gridRows([STD, STE], [HB], paxLevelsOf(entries));
    expect(paxLevelsOf(entries)).toEqual([2]);
    const back = cellsToEntries(cells, rows, 2, 'EUR', 2);
    expect(back.errors).toEqual([]);
    expect(back.entries).toEqual(expect.arrayContaining(entries));
    expect(back.entries).toHaveLength(entries.length);
    expect(hiddenCells(cells, rows, 2)).toEqual([]);
  });

  it('leaves empty cells out and reports unreadable ones by key', () => {
    const rows = gridRows([STD], [], []);
    const cells = { [cellKey({ roomType: STD }, 0)]: ' ', [cellKey({ roomType: STD }, 1)]: '12,345', [cellKey({ roomType: STD }, 2)]: '99.5' };
    const { entries, errors } = cellsToEntries(cells, rows, 3, 'EUR', 2);
    expect(entries).toEqual([{ roomType: STD, period: 2, amount: 9950, currency: 'EUR' }]);
    expect(errors).toEqual([{ key: cellKey({ roomType: STD }, 1), reason: 'precision' }]);
  });

  it('names entries the grid cannot show (other room type, variant not chosen, period gone, no room type)', () => {
    const entries: TEntry[] = [
      { roomType: STD, period: 0, amount: 1 },
      { roomType: STE, period: 0, amount: 2 },
      { roomType: STD, variant: HB, period: 0, amount: 3 },
      { roomType: STD, period: 3, amount: 4 },
      { period: 0, amount: 5 },
      { roomType: STD, period: 0, noOfPax: 0, amount: 6 },
    ];
    const cells = { ...entriesToCells(entries, 2), [cellKey({ roomType: STD }, 1)]: ' ' };
    expect(hiddenCells(cells, gridRows([STD], [], []), 2).map((k) => cells[k]).sort()).toEqual(['0.02', '0.03', '0.04', '0.05']);
  });

  it('removing a period drops its cells and shifts the later ones', () => {
    const cells = { [cellKey({ roomType: STD }, 0)]: 'a', [cellKey({ roomType: STD }, 1)]: 'b', [cellKey({ roomType: STD, variant: HB }, 2)]: 'c' };
    expect(removePeriodCells(cells, 1)).toEqual({ [cellKey({ roomType: STD }, 0)]: 'a', [cellKey({ roomType: STD, variant: HB }, 1)]: 'c' });
  });
});

describe('season checks', () => {
  it('refuses from after to and missing dates', () => {
    const r = checkPeriods([{ from: '2027-05-01', to: '2027-04-30' }, { from: '', to: '2027-01-01' }, { from: '2027-01-01', to: '2027-01-01' }]);
    expect(r.errors).toEqual({ 0: 'order', 1: 'required' });
  });
  it('finds overlaps, inclusive of both days, each pair once', () => {
    const r = checkPeriods([
      { from: '2027-01-01', to: '2027-04-30' },
      { from: '2027-04-30', to: '2027-06-30' },
      { from: '2027-07-01', to: '2027-12-31' },
      { from: '2027-03-01', to: '2027-03-10' },
    ]);
    expect(r.overlaps).toEqual([[0, 1], [0, 3]]);
  });
  it('finds days of the validity no season covers', () => {
    const periods = [{ from: '2027-01-10', to: '2027-04-30' }, { from: '2027-05-02', to: '2027-06-30' }, { from: '2027-03-01', to: '2027-03-31' }];
    expect(checkPeriods(periods, { from: '2027-01-01', to: '2027-12-31' }).gaps).toEqual([
      { from: '2027-01-01', to: '2027-01-09' }, { from: '2027-05-01', to: '2027-05-01' }, { from: '2027-07-01', to: '2027-12-31' },
    ]);
    expect(checkPeriods([{ from: '2026-12-01', to: '2028-01-31' }], { from: '2027-01-01', to: '2027-12-31' }).gaps).toEqual([]);
    expect(checkPeriods([], { from: '2027-01-01', to: '2027-01-31' }).gaps).toEqual([{ from: '2027-01-01', to: '2027-01-31' }]);
    expect(checkPeriods(periods).gaps).toEqual([]);
  });
});
