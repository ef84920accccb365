// `npm test`'s own decisions: a missing PostgreSQL fails a CI run (skips elsewhere), and a browser
// test that passed only on its retry is named in the summary line.
import { describe, expect, it } from 'vitest';
import { failureLines, flakyTests, phaseLines, playwrightTests, rotatingShift, slowestFiles, summaryLine, vitestFailures } from '../../scripts/test-summary';
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

describe('the summary line', () => {
  const report = {
    suites: [
      {
        title: 'book.spec.ts', file: 'book.spec.ts',
        specs: [{ title: 'top-level test', file: 'book.spec.ts', line: 3, tests: [{ status: 'expected' }] }],
        suites: [{
          title: 'public booking /book', file: 'book.spec.ts',
          specs: [
            { title: 'a room taken meanwhile', file: 'book.spec.ts', line: 95, tests: [{ status: 'flaky' }] },
            { title: 'books a cabin', file: 'book.spec.ts', line: 120, tests: [{ status: 'unexpected' }] },
          ],
        }],
      },
      { title: 'auth.spec.ts', file: 'auth.spec.ts', specs: [{ title: 'logs in', file: 'auth.spec.ts', line: 9, tests: [{ status: 'flaky' }] }] },
    ],
  };

  it('names each test that passed only on retry, with its file, line and describe', () => {
    expect(flakyTests(report)).toEqual(['book.spec.ts:95 › public booking /book › a room taken meanwhile', 'auth.spec.ts:9 › logs in']);
    expect(playwrightTests(report, 'unexpected')).toEqual(['book.spec.ts:120 › public booking /book › books a cabin']);
  });

  it('puts the names into the one summary line', () => {
    const counts = { passed: 10, failed: 1, skipped: 2 };
    expect(summaryLine(counts, [])).toBe('10 passed, 1 failed, 2 skipped');
    expect(summaryLine(counts, flakyTests(report))).toBe(
      '10 passed, 1 failed, 2 skipped (2 passed only on retry: book.spec.ts:95 › public booking /book › a room taken meanwhile; auth.spec.ts:9 › logs in)',
    );
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

  it('turns through every shift with each quarter of the API files in twelve days', () => {
    const seen = new Set(Array.from({ length: 12 }, (_, i) => JSON.stringify(rotatingShift(new Date(Date.UTC(2027, 1, 27 + i, 12))))));
    expect(seen.size).toBe(12);
    for (const s of seen) expect([-400, 400, 800]).toContain(JSON.parse(s).shift);
  });
});

describe('the failed tests named at the end', () => {
  it('names each failed Vitest test by file and full name, relative to the project', () => {
    const rep = { testResults: [
      { name: '/w/p/tests/api/a.test.ts', assertionResults: [{ status: 'passed', fullName: 'ok' }, { status: 'failed', fullName: 'suite broken thing' }] },
      { name: '/w/p/tests/api/b.test.ts', assertionResults: [{ status: 'skipped', fullName: 'later' }] },
    ] };
    expect(vitestFailures(rep, '/w/p')).toEqual(['tests/api/a.test.ts › suite broken thing']);
  });

  it('lists them under one heading with their phase, and nothing when all passed', () => {
    expect(failureLines([])).toEqual([]);
    expect(failureLines([{ phase: 'playwright', name: 'x.spec.ts:3 › t' }])).toEqual(['[test] failed:', '[test]   x.spec.ts:3 › t (playwright)']);
  });
});
