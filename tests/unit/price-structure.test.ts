// The price editor's structured parts ↔ the stored record (lib/prices/structure).
import { describe, expect, it } from 'vitest';
import { cellKey, gridRows } from '@/lib/prices/grid';
import { buildStructure, parsePercent, structureOf } from '@/lib/prices/structure';

const STD = '11111111-1111-4111-8111-111111111111';
const VALID = { from: '2027-01-01', to: '2027-12-31' };

describe('price list structure', () => {
  it('a new list starts empty with the spec default tax (aborted, 0 %, inclusive)', () => {
    expect(structureOf(null, 2)).toEqual({ periods: [], cells: {}, paxLevels: [], tax: { status: 'aborted', value: '0', name: '', inclusive: true } });
  });

  it('round-trips a stored record', () => {
    const record = {
      periods: [{ from: '2027-01-01', to: '2027-04-30', name: 'High' }, { from: '2027-05-01', to: '2027-12-31' }],
      entries: [
        { roomType: STD, period: 0, amount: 8900, currency: 'EUR' },
        { roomType: STD, period: 1, amount: 7400, currency: 'EUR' },
        { roomType: STD, period: 1, noOfPax: 2, amount: 2000, currency: 'EUR' },
      ],
      tax: { status: 'active', value: 14, name: 'VAT', inclusive: false },
    };
    const s = structureOf(record, 2);
    expect(s.paxLevels).toEqual([2]);
    expect(s.cells[cellKey({ roomType: STD, noOfPax: 2 }, 1)]).toBe('20.00');
    const r = buildStructure(s, gridRows([STD], [], s.paxLevels), 'EUR', 2, VALID);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.payload).toEqual(record);
    expect(r.entryKeys[2]).toBe(cellKey({ roomType: STD, noOfPax: 2 }, 1));
    expect(r.issues.gaps).toEqual([]);
  });

  it('collects every error instead of saving part of the list', () => {
    const s = structureOf(null, 2);
    s.periods = [{ from: '2027-05-01', to: '2027-04-01', name: '' }];
    s.cells = { [cellKey({ roomType: STD }, 0)]: '1.234' };
    s.tax.value = '101';
    const r = buildStructure(s, gridRows([STD], [], []), 'EUR', 2, VALID);
    expect(r).toMatchObject({ ok: false, periodErrors: { 0: 'order' }, cellErrors: [{ reason: 'precision' }], taxValueError: true });
  });

  it('reads tax rates exactly as typed', () => {
    expect(parsePercent('19')).toBe(19);
    expect(parsePercent('7,5')).toBe(7.5);
    expect(parsePercent('100')).toBe(100);
    for (const bad of ['', '-1', '100.5', 'abc', '1e2']) expect(parsePercent(bad), bad).toBeNull();
  });
});
