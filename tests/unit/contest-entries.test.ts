// The contest rules the Entries panel shares with the upstream (lib/contract/loyalty.ts
// isContestOpen) and the CSV writer it shares with the list screens (csvText).
import { describe, expect, it } from 'vitest';
import { csvText } from '@/components/resources/list/export-csv';
import { isContestOpen } from '@/lib/contract/loyalty';

describe('isContestOpen', () => {
  const day = '2030-05-10';
  it('takes entries while active and today lies within its dates, either end may be open', () => {
    expect(isContestOpen({ status: 'active', validFrom: '2030-05-10', validTo: '2030-05-10' }, day)).toBe(true);
    expect(isContestOpen({ status: 'active', validFrom: null, validTo: null }, day)).toBe(true);
    expect(isContestOpen({ status: 'active', validFrom: '2030-05-11', validTo: null }, day)).toBe(false);
    expect(isContestOpen({ status: 'active', validFrom: null, validTo: '2030-05-09' }, day)).toBe(false);
    expect(isContestOpen({ status: 'draft', validFrom: null, validTo: null }, day)).toBe(false);
    expect(isContestOpen({ status: 'closed', validFrom: '2030-01-01', validTo: '2030-12-31' }, day)).toBe(false);
  });
});

describe('csvText', () => {
  it('writes a byte-order mark, the header, quoted cells and no formulas', () => {
    const text = csvText(['Name', 'E-mail'], [['=HYPERLINK("x")', 'a@example.com'], ['Hass, Hans', '']]);
    expect(text.startsWith('\uFEFFName,E-mail\n')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""x"")",a@example.com`);
    expect(text).toContain('"Hass, Hans",');
  });
});
