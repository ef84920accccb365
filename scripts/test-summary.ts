// The one summary line of `npm test` and what goes into it: counts, and each browser test that
// passed only on its retry by name (a flaky test is mended at its cause; it must not hide).

type TSpec = { title: string; file?: string; line?: number; tests?: { status?: string }[] };
type TSuite = { title?: string; file?: string; specs?: TSpec[]; suites?: TSuite[] };
export type TPlaywrightReport = { suites?: TSuite[] };
export type TCounts = { passed: number; failed: number; skipped: number };

/** 'file:line › describe › title' of every test the Playwright JSON report marks flaky. */
export function flakyTests(report: TPlaywrightReport): string[] {
  const out: string[] = [];
  const walk = (suite: TSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      if (!(spec.tests ?? []).some((t) => t.status === 'flaky')) continue;
      const where = spec.file ? `${spec.file}${spec.line ? `:${spec.line}` : ''}` : '';
      out.push([where, ...path, spec.title].filter(Boolean).join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title ?? ''].filter(Boolean));
  };
  // The top suites are the spec files; their title is the file name, already in `where`.
  for (const top of report.suites ?? []) walk(top, []);
  return out;
}

export function summaryLine(total: TCounts, flaky: readonly string[]): string {
  const base = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
  return flaky.length ? `${base} (${flaky.length} passed only on retry: ${flaky.join('; ')})` : base;
}
