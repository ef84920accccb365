// `npm test`'s own decisions: a missing PostgreSQL fails a CI run (skips elsewhere), and a browser
// test that passed only on its retry is named in the summary line.
import { describe, expect, it } from 'vitest';
import { flakyTests, summaryLine } from '../../scripts/test-summary';
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
  });

  it('puts the names into the one summary line', () => {
    const counts = { passed: 10, failed: 1, skipped: 2 };
    expect(summaryLine(counts, [])).toBe('10 passed, 1 failed, 2 skipped');
    expect(summaryLine(counts, flakyTests(report))).toBe(
      '10 passed, 1 failed, 2 skipped (2 passed only on retry: book.spec.ts:95 › public booking /book › a room taken meanwhile; auth.spec.ts:9 › logs in)',
    );
  });
});
