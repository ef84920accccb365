// The one summary line of `npm test` and what goes into it: counts, and each browser test that
// passed only on its retry by name (a flaky test is mended at its cause; it must not hide).

type TSpec = { title: string; file?: string; line?: number; tests?: { status?: string; results?: { duration?: number }[] }[] };
type TSuite = { title?: string; file?: string; specs?: TSpec[]; suites?: TSuite[] };
export type TPlaywrightReport = { suites?: TSuite[] };
export type TCounts = { passed: number; failed: number; skipped: number };

/** 'file:line › describe › title' of every test the Playwright JSON report gives this status
 *  ('flaky': passed only on its retry; 'unexpected': failed). */
export function playwrightTests(report: TPlaywrightReport, status: 'flaky' | 'unexpected' = 'flaky'): string[] {
  const out: string[] = [];
  const walk = (suite: TSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      if (!(spec.tests ?? []).some((t) => t.status === status)) continue;
      const where = spec.file ? `${spec.file}${spec.line ? `:${spec.line}` : ''}` : '';
      out.push([where, ...path, spec.title].filter(Boolean).join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title ?? ''].filter(Boolean));
  };
  // The top suites are the spec files; their title is the file name, already in `where`.
  for (const top of report.suites ?? []) walk(top, []);
  return out;
}

export const flakyTests = (report: TPlaywrightReport) => playwrightTests(report, 'flaky');

type TVitestReport = { testResults?: { name: string; assertionResults?: { status?: string; fullName?: string }[] }[] };

/** 'file › full name' of every failed test of a Vitest JSON report (relative to `root`). */
export function vitestFailures(report: TVitestReport, root: string): string[] {
  return (report.testResults ?? []).flatMap((f) => (f.assertionResults ?? []).filter((a) => a.status === 'failed')
    .map((a) => `${f.name.startsWith(root) ? f.name.slice(root.length + 1) : f.name} › ${a.fullName ?? '?'}`));
}

/** The failed tests named at the end of the run (the part of a long log that CI's report keeps). */
export function failureLines(failed: readonly { phase: string; name: string }[]): string[] {
  return failed.length ? ['[test] failed:', ...failed.map((f) => `[test]   ${f.name} (${f.phase})`)] : [];
}

export function summaryLine(total: TCounts, flaky: readonly string[]): string {
  const base = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
  return flaky.length ? `${base} (${flaky.length} passed only on retry: ${flaky.join('; ')})` : base;
}

export type TFileTime = { file: string; ms: number; phase: string };

/** Each spec file of a Playwright JSON report with the time its tests took (retries included). */
export function slowestFiles(report: TPlaywrightReport): { file: string; ms: number }[] {
  const out: { file: string; ms: number }[] = [];
  const sum = (suite: TSuite): number =>
    (suite.specs ?? []).reduce((a, sp) => a + (sp.tests ?? []).reduce((b, t) => b + (t.results ?? []).reduce((c, r) => c + (r.duration ?? 0), 0), 0), 0)
    + (suite.suites ?? []).reduce((a, c) => a + sum(c), 0);
  for (const top of report.suites ?? []) out.push({ file: `tests/e2e/${top.file ?? top.title ?? '?'}`, ms: sum(top) });
  return out;
}

const minutes = (ms: number) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

/** The lines printed before the summary: each phase's wall time, then the ten slowest files. */
export function phaseLines(phases: readonly { name: string; ms: number }[], files: readonly TFileTime[]): string[] {
  const all = phases.reduce((a, p) => a + p.ms, 0);
  return [
    `[test] phases: ${phases.map((p) => `${p.name} ${minutes(p.ms)}`).join(' · ')} · all ${minutes(all)}`,
    '[test] slowest files:',
    ...[...files].sort((a, b) => b.ms - a.ms).slice(0, 10).map((f) => `[test]   ${minutes(f.ms)}  ${f.file} (${f.phase})`),
  ];
}

/** How many parts the API files are split into for the moved clock's pass (CI's time budget). */
export const SHIFTED_API_PARTS = 4;

/** The moved clock's pass of one run (scripts/test.ts): -400, +400 or +800 days and a quarter of the
 *  API files, turning with the day, so twelve consecutive days cover every shift with every file. */
export function rotatingShift(at: Date): { shift: number; shard: string } {
  const day = Math.floor(at.getTime() / 86_400_000);
  return { shift: [-400, 400, 800][day % 3], shard: `${(Math.floor(day / 3) % SHIFTED_API_PARTS) + 1}/${SHIFTED_API_PARTS}` };
}
