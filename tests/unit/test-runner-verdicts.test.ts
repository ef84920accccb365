// `npm test`'s own decisions: a missing PostgreSQL fails a CI run (skips elsewhere), its phases
// and slowest files, the moved clock's pass. What the reports say (skips, set-up failures, flaky
// tests) and the closing lines: test-run-outcomes.test.ts.
import { describe, expect, it } from 'vitest';
import { phaseLines, rotatingShift, SHIFTS, slowestFiles } from '../../scripts/test-summary';
import { isCi, noServerVerdict } from '../pg/pg-availability';

describe('PostgreSQL suite without a server', () => {
  it('fails the run under CI', () => {
    expect(noServerVerdict({ CI: 'true' }).fail).toBe(true);
    expect(noServerVerdict({ CI: '1' }).fail).toBe(true);
  });

  it('skips, loudly, outside CI', () => {
    for (const env of [{}, { CI: '' }, { CI: 'false' }, { CI: '0' }]) {
      expect(isCi(env)).toBe(false);
      const v = noServerVerdict(env);
      expect(v.fail).toBe(false);
      expect(v.message).toMatch(/SKIPPED.*TEST_DATABASE_URL/);
    }
  });
});

describe('npm test phases, slowest files and the moved clock\'s pass', () => {
  it('prints each phase\'s time and the ten slowest files, slowest first', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ file: `tests/api/f${i}.test.ts`, ms: (i + 1) * 1000, phase: 'vitest' }));
    const lines = phaseLines([{ name: 'vitest', ms: 61_000 }, { name: 'playwright', ms: 125_500 }], files);
    expect(lines[0]).toBe('[test] phases: vitest 1m 01s · playwright 2m 06s · all 3m 07s');
    expect(lines.slice(2)).toHaveLength(10);
    expect(lines[2]).toBe('[test]   0m 12s  tests/api/f11.test.ts (vitest)');
  });

  it('sums a spec file\'s test times from the Playwright report, retries included', () => {
    const rep = { suites: [{ title: 'a.spec.ts', file: 'a.spec.ts', specs: [{ title: 't', tests: [{ results: [{ duration: 100 }, { duration: 50 }] }] }], suites: [{ title: 'd', specs: [{ title: 'u', tests: [{ results: [{ duration: 7 }] }] }] }] }] };
    expect(slowestFiles(rep)).toEqual([{ file: 'tests/e2e/a.spec.ts', ms: 157 }]);
  });

  it('turns through every shift with each quarter of the API files in 24 days', () => {
    const seen = new Set(Array.from({ length: 24 }, (_, i) => { const r = rotatingShift(new Date(Date.UTC(2027, 1, 27 + i, 12))); return `${r.name} ${r.shard}`; }));
    expect(seen.size).toBe(24);
  });

  it('lands the clock on the next 1 January, 29 February and DST change', () => {
    const at = new Date(Date.UTC(2026, 10, 29, 3, 30));
    const on = (name: string) => new Date(at.getTime() + SHIFTS.find((s) => s.name.includes(name))!.days(at) * 86_400_000).toISOString().slice(0, 10);
    expect(on('-400')).toBe('2025-10-25');
    expect(on('1 January')).toBe('2027-01-01');
    expect(on('29 February')).toBe('2028-02-29');
    expect(on('DST')).toBe('2027-03-28');
    const autumn = new Date(Date.UTC(2027, 3, 1, 23, 59));
    expect(new Date(autumn.getTime() + SHIFTS[5].days(autumn) * 86_400_000).toISOString().slice(0, 10)).toBe('2027-10-31');
    const onTheDay = new Date(Date.UTC(2028, 0, 1, 12));
    expect(SHIFTS[3].days(onTheDay)).toBe(366); // the next one, not today
  });
});
