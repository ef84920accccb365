// Green means ran (README "Tests"): what `npm test` reads from the Vitest and Playwright JSON
// reports and says at its end. The reports below are trimmed from real ones (Vitest 4, Playwright
// 1.5x): a describe skipped with skipWhen, a beforeAll that threw, a file whose import threw, a
// browser test that passed on its retry, one skipped with test.skip(true, reason).
import { describe, expect, it } from 'vitest';
import { addOutcome, brokenRun, ciProblems, emptyOutcome, FLAKY_LIMIT, playwrightOutcome, vitestOutcome, type TOutcome } from '../../scripts/test-outcomes';
import { ciLines, failureLines, flakyLines, skipLines, summaryLine } from '../../scripts/test-summary';
import { missingTool, skipWhen } from '../helpers/skips';

const ROOT = '/w/p';
const NO_DOVECOT = missingTool('dovecot', 'apt-get install -y dovecot-imapd');

const vitestReport = {
  testResults: [
    { name: '/w/p/tests/api/a.test.ts', status: 'failed', message: '', assertionResults: [
      { status: 'passed', fullName: 'ok' },
      { status: 'failed', fullName: 'suite broken thing' },
      { status: 'skipped', fullName: 'later', meta: {} },
    ] },
    { name: '/w/p/tests/api/mailbox-imap.test.ts', status: 'passed', message: '', assertionResults: [
      { status: 'skipped', fullName: 'mailbox lists folders', meta: { skipReason: NO_DOVECOT } },
      { status: 'skipped', fullName: 'mailbox deletes', meta: { skipReason: NO_DOVECOT } },
    ] },
    // A beforeAll threw: Vitest marks the file failed and its tests skipped, no test failed.
    { name: '/w/p/tests/api/setup.test.ts', status: 'failed', message: '', assertionResults: [
      { status: 'skipped', fullName: 'setup fails three', meta: {} },
    ] },
    // The file's import threw: no tests at all, the error in the file's message.
    { name: '/w/p/tests/api/import.test.ts', status: 'failed', message: 'dovecot did not start:\nlog…', assertionResults: [] },
  ],
};

const playwrightReport = {
  errors: [],
  suites: [{
    title: 'a.spec.ts', file: 'a.spec.ts',
    specs: [
      { title: 'flaky one', file: 'a.spec.ts', line: 3, tests: [{ status: 'flaky', annotations: [], results: [
        { status: 'failed', error: { message: 'Error: first attempt fails\n\n\u001b[2mexpect(\u001b[22m…' } }, { status: 'passed' },
      ] }] },
      { title: 'skipped with reason', file: 'a.spec.ts', line: 4, tests: [{ status: 'skipped', annotations: [{ type: 'skip', description: NO_DOVECOT }], results: [{ status: 'skipped' }] }] },
      { title: 'ok', file: 'a.spec.ts', line: 9, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
    ],
    suites: [{ title: 'setup fails', file: 'a.spec.ts', specs: [
      { title: 't1', file: 'a.spec.ts', line: 6, tests: [{ status: 'unexpected', results: [{ status: 'failed', error: { message: 'Error: boom in beforeAll' } }] }] },
      { title: 't2', file: 'a.spec.ts', line: 7, tests: [{ status: 'skipped', annotations: [], results: [{ status: 'skipped' }] }] },
    ] }],
  }],
};

describe('Vitest: a set-up that failed is a failure, not skipped tests', () => {
  const o = vitestOutcome(vitestReport, ROOT, 'vitest');

  it('counts one failure per file whose set-up failed, named with its error where the report has it', () => {
    expect(o).toMatchObject({ passed: 1, failed: 3, skipped: 4, flaky: 0 });
    expect(o.failures.map((f) => f.name)).toEqual([
      'tests/api/a.test.ts › suite broken thing',
      'tests/api/setup.test.ts › set-up failed: the import or a beforeAll/afterAll hook (see the log above)',
      'tests/api/import.test.ts › set-up failed: dovecot did not start:',
    ]);
  });

  it('gives each skipped test its reason: skipWhen\'s, "did not run" under a failed set-up, else none', () => {
    expect(o.skips.map((s) => [s.file, s.reason])).toEqual([
      ['tests/api/a.test.ts', null],
      ['tests/api/mailbox-imap.test.ts', NO_DOVECOT],
      ['tests/api/mailbox-imap.test.ts', NO_DOVECOT],
      ['tests/api/setup.test.ts', 'did not run: the set-up failed'],
    ]);
  });

  it('skipWhen puts the reason where the JSON report carries it (the tests\' meta)', () => {
    expect(skipWhen(true, NO_DOVECOT)).toEqual({ skip: true, meta: { skipReason: 'missing tool: dovecot (apt-get install -y dovecot-imapd)' } });
    expect(skipWhen(false, NO_DOVECOT).skip).toBe(false);
  });
});

describe('Playwright: a retry-only pass is flaky, not passed', () => {
  const o = playwrightOutcome(playwrightReport);

  it('counts flaky apart, with the first attempt\'s error', () => {
    expect(o).toMatchObject({ passed: 1, failed: 1, skipped: 2, flaky: 1 });
    expect(o.flakes).toEqual([{ phase: 'playwright', name: 'a.spec.ts:3 › flaky one', error: 'Error: first attempt fails' }]);
    expect(o.failures).toEqual([{ phase: 'playwright', name: 'a.spec.ts:6 › setup fails › t1' }]);
    expect(o.skips.map((s) => s.reason)).toEqual([NO_DOVECOT, null]);
  });

  it('counts a report\'s top-level error (a web server that did not start) as a failure', () => {
    const down = playwrightOutcome({ errors: [{ message: 'Error: Timed out waiting 120000ms from config.webServer.\nmore' }], suites: [] });
    expect(down.failed).toBe(1);
    expect(down.failures[0].name).toBe('set-up failed: Error: Timed out waiting 120000ms from config.webServer.');
  });
});

describe('under CI', () => {
  const all = (): TOutcome => {
    const o = emptyOutcome();
    addOutcome(o, vitestOutcome(vitestReport, ROOT, 'vitest'));
    addOutcome(o, playwrightOutcome(playwrightReport));
    return o;
  };

  it('a skip for a missing tool, a skip with no reason, and too many flaky tests fail the run', () => {
    expect(ciProblems(all(), true)).toEqual([
      'skipped under CI, missing tool: dovecot (apt-get install -y dovecot-imapd)',
      '2 test(s) skipped under CI with no reason (give one: tests/helpers/skips.ts)',
    ]);
    const flaky = { ...emptyOutcome(), flaky: FLAKY_LIMIT + 1 };
    expect(ciProblems(flaky, true)).toEqual([`${FLAKY_LIMIT + 1} browser tests passed only on retry (more than ${FLAKY_LIMIT})`]);
    expect(ciProblems({ ...emptyOutcome(), flaky: FLAKY_LIMIT }, true)).toEqual([]);
  });

  it('outside CI they are listed only', () => {
    expect(ciProblems(all(), false)).toEqual([]);
  });

  it('a skip with a reason that is no missing tool passes', () => {
    const o = { ...emptyOutcome(), skipped: 1, skips: [{ phase: 'pg', file: 'tests/pg/pg-restart.test.ts', name: 'x', reason: 'TEST_DATABASE_URL is set' }] };
    expect(ciProblems(o, true)).toEqual([]);
  });
});

describe('the closing lines', () => {
  const o = emptyOutcome();
  addOutcome(o, vitestOutcome(vitestReport, ROOT, 'vitest'));
  addOutcome(o, playwrightOutcome(playwrightReport));
  addOutcome(o, brokenRun('vitest-api-shifted', 'vitest exited with 1 and wrote no report'));

  it('list the skipped tests by file and reason', () => {
    expect(skipLines(o)).toEqual([
      '[test] skipped (6):',
      '[test]   later: tests/api/a.test.ts — NO REASON GIVEN (vitest)',
      '[test]   2 tests: tests/api/mailbox-imap.test.ts — missing tool: dovecot (apt-get install -y dovecot-imapd) (vitest)',
      '[test]   setup fails three: tests/api/setup.test.ts — did not run: the set-up failed (vitest)',
      '[test]   a.spec.ts:4 › skipped with reason: tests/e2e/a.spec.ts — missing tool: dovecot (apt-get install -y dovecot-imapd) (playwright)',
      '[test]   a.spec.ts:7 › setup fails › t2: tests/e2e/a.spec.ts — NO REASON GIVEN (playwright)',
    ]);
    expect(skipLines(emptyOutcome())).toEqual([]);
  });

  it('name the flaky tests, the failures and why CI fails', () => {
    expect(flakyLines(o)).toEqual(['[test] passed only on retry (1), counted as flaky, not passed:', '[test]   a.spec.ts:3 › flaky one — first attempt: Error: first attempt fails (playwright)']);
    expect(failureLines(o.failures).at(-1)).toBe('[test]   vitest exited with 1 and wrote no report (vitest-api-shifted)');
    expect(failureLines([])).toEqual([]);
    expect(ciLines(['x'])).toEqual(['[test] CI fails this run:', '[test]   x']);
    expect(ciLines([])).toEqual([]);
  });

  it('end with one line that .ci/run finds (^N passed, N failed), flaky counted apart from passed', () => {
    expect(summaryLine(o)).toBe('2 passed, 5 failed, 6 skipped, 1 flaky (passed only on retry)');
    expect(summaryLine({ ...emptyOutcome(), passed: 3 })).toBe('3 passed, 0 failed, 0 skipped');
    expect(summaryLine(o)).toMatch(/^[0-9]+ passed, [0-9]+ failed/);
  });
});
