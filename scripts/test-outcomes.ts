// What each test run of `npm test` did, read from its JSON report (Vitest, Playwright) into one
// shape: passed, failed, skipped (each with its reason) and flaky (passed only on its retry, with
// the first attempt's error). Green means ran (README "Tests"):
// - a test file whose set-up failed (its import, a beforeAll or afterAll hook) is a failure, not
//   a file of skipped tests; a run that ended badly with no report is a failure too;
// - a flaky browser test is counted as flaky, not as passed;
// - under CI a skip for a missing tool, a skip with no reason, or more than FLAKY_LIMIT flaky tests
//   fail the run (ciProblems).
import { MISSING_TOOL } from '../tests/helpers/skips';

export type TSkip = { phase: string; file: string; name: string; reason: string | null };
export type TFlake = { phase: string; name: string; error: string };
export type TOutcome = {
  passed: number; failed: number; skipped: number; flaky: number;
  failures: { phase: string; name: string }[]; skips: TSkip[]; flakes: TFlake[];
};

export const emptyOutcome = (): TOutcome => ({ passed: 0, failed: 0, skipped: 0, flaky: 0, failures: [], skips: [], flakes: [] });

export function addOutcome(into: TOutcome, o: TOutcome): void {
  into.passed += o.passed; into.failed += o.failed; into.skipped += o.skipped; into.flaky += o.flaky;
  into.failures.push(...o.failures); into.skips.push(...o.skips); into.flakes.push(...o.flakes);
}

/** A run that failed with nothing in its report to say why (a global set-up, a build, a crash). */
export function brokenRun(phase: string, why: string): TOutcome {
  return { ...emptyOutcome(), failed: 1, failures: [{ phase, name: why }] };
}

const firstLine = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 200);

type TVitestTest = { status?: string; fullName?: string; meta?: { skipReason?: string } };
export type TVitestReport = { testResults?: { name: string; status?: string; message?: string; assertionResults?: TVitestTest[] }[] };

/** A Vitest JSON report. A file marked failed with no failed test had its set-up fail. */
export function vitestOutcome(report: TVitestReport, root: string, phase: string): TOutcome {
  const o = emptyOutcome();
  for (const f of report.testResults ?? []) {
    const file = f.name.startsWith(`${root}/`) ? f.name.slice(root.length + 1) : f.name;
    const tests = f.assertionResults ?? [];
    const setUpFailed = f.status === 'failed' && !tests.some((t) => t.status === 'failed');
    if (setUpFailed) {
      o.failed++;
      o.failures.push({ phase, name: `${file} › set-up failed: ${f.message ? firstLine(f.message) : 'the import or a beforeAll/afterAll hook (see the log above)'}` });
    }
    for (const t of tests) {
      if (t.status === 'passed') o.passed++;
      else if (t.status === 'failed') { o.failed++; o.failures.push({ phase, name: `${file} › ${t.fullName ?? '?'}` }); }
      else {
        o.skipped++;
        o.skips.push({ phase, file, name: t.fullName ?? '?', reason: t.meta?.skipReason ?? (setUpFailed ? 'did not run: the set-up failed' : null) });
      }
    }
  }
  return o;
}

type TAnnotation = { type: string; description?: string };
type TResult = { status?: string; duration?: number; error?: { message?: string }; annotations?: TAnnotation[] };
type TPwTest = { status?: string; annotations?: TAnnotation[]; results?: TResult[] };
type TSpec = { title: string; file?: string; line?: number; tests?: TPwTest[] };
export type TSuite = { title?: string; file?: string; specs?: TSpec[]; suites?: TSuite[] };
export type TPlaywrightReport = { suites?: TSuite[]; errors?: { message?: string }[] };

/** Every test of a Playwright JSON report with its name 'file:line › describe › title'. */
function playwrightTests(report: TPlaywrightReport): { name: string; file: string; test: TPwTest }[] {
  const out: { name: string; file: string; test: TPwTest }[] = [];
  const walk = (suite: TSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      const where = spec.file ? `${spec.file}${spec.line ? `:${spec.line}` : ''}` : '';
      const name = [where, ...path, spec.title].filter(Boolean).join(' › ');
      for (const test of spec.tests ?? []) out.push({ name, file: `tests/e2e/${spec.file ?? '?'}`, test });
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title ?? ''].filter(Boolean));
  };
  // The top suites are the spec files; their title is the file name, already in `where`.
  for (const top of report.suites ?? []) walk(top, []);
  return out;
}

const skipReason = (t: TPwTest) => [...(t.annotations ?? []), ...(t.results ?? []).flatMap((r) => r.annotations ?? [])]
  .find((a) => (a.type === 'skip' || a.type === 'fixme') && a.description)?.description ?? null;

/** A Playwright JSON report; its top-level errors (a web server that did not start, a global
 *  set-up) are failures. */
export function playwrightOutcome(report: TPlaywrightReport, phase = 'playwright'): TOutcome {
  const o = emptyOutcome();
  for (const e of report.errors ?? []) { o.failed++; o.failures.push({ phase, name: `set-up failed: ${firstLine(e.message ?? '?')}` }); }
  for (const { name, file, test } of playwrightTests(report)) {
    if (test.status === 'expected') o.passed++;
    else if (test.status === 'unexpected') { o.failed++; o.failures.push({ phase, name }); }
    else if (test.status === 'flaky') {
      o.flaky++;
      const first = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
      o.flakes.push({ phase, name, error: firstLine(first?.error?.message ?? first?.status ?? '?') });
    } else { o.skipped++; o.skips.push({ phase, file, name, reason: skipReason(test) }); }
  }
  return o;
}

/** More flaky browser tests than this fail a CI run (README "Tests": one or two retries are the
 *  shared machine's noise; more is a fault to mend). */
export const FLAKY_LIMIT = 2;

/** Why a CI run fails though no test failed; nothing outside CI. */
export function ciProblems(o: TOutcome, ci: boolean): string[] {
  if (!ci) return [];
  const out: string[] = [];
  const tools = [...new Set(o.skips.filter((s) => s.reason?.startsWith(MISSING_TOOL)).map((s) => s.reason!))];
  for (const t of tools) out.push(`skipped under CI, ${t}`);
  const bare = o.skips.filter((s) => !s.reason).length;
  if (bare) out.push(`${bare} test(s) skipped under CI with no reason (give one: tests/helpers/skips.ts)`);
  if (o.flaky > FLAKY_LIMIT) out.push(`${o.flaky} browser tests passed only on retry (more than ${FLAKY_LIMIT})`);
  return out;
}
