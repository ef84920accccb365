// The configuration audit's values as a person reads them: names for ids (never the id), dates
// formatted, yes/no, lists and nested values readable (components/config/audit-value.ts).
import { describe, expect, it } from 'vitest';
import { auditValueText, type TAuditValueText } from '../../components/config/audit-value';

const RESORT = '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e10';
const GONE = '11111111-2222-4333-8444-555555555555';
const x: TAuditValueText = {
  names: { [RESORT]: 'Coral Resort' },
  label: (k) => ({ ref: 'Record', type: 'Kind' }[k] ?? k),
  yes: 'Yes', no: 'No', deleted: 'a deleted record',
  format: {
    date: (d) => `D(${d.toISOString().slice(0, 10)})`,
    dateTime: (d) => `DT(${d.toISOString()})`,
    number: (n) => `N(${n})`,
  },
};

describe('auditValueText', () => {
  it('shows a record by its name, and a deleted one without its id', () => {
    expect(auditValueText(RESORT, x)).toBe('Coral Resort');
    expect(auditValueText(RESORT.toUpperCase(), x)).toBe('Coral Resort');
    expect(auditValueText(GONE, x)).toBe('a deleted record');
  });

  it('formats dates, instants, numbers and yes/no; empty as a dash', () => {
    expect(auditValueText('2027-02-28', x)).toBe('D(2027-02-28)');
    expect(auditValueText('2027-02-28T10:15:00.000Z', x)).toBe('DT(2027-02-28T10:15:00.000Z)');
    expect(auditValueText(1500, x)).toBe('N(1500)');
    expect(auditValueText(true, x)).toBe('Yes');
    expect(auditValueText(false, x)).toBe('No');
    for (const empty of [null, undefined, '', []]) expect(auditValueText(empty, x)).toBe('–');
    expect(auditValueText('plain text', x)).toBe('plain text');
  });

  it('joins lists and writes nested values as labelled pairs, with no id anywhere', () => {
    const out = auditValueText([{ ref: RESORT, type: 'resort' }, { ref: GONE, type: 'vessel' }], x);
    expect(out).toBe('Record: Coral Resort; Kind: resort, Record: a deleted record; Kind: vessel');
    expect(out).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    expect(auditValueText(['EUR', 'USD'], x)).toBe('EUR, USD');
  });
});
