// The closing lines of `npm test`: what was skipped and why, what passed only on its retry, what
// failed, then the one summary line (scripts/test-outcomes.ts reads the reports into them).
import type { TOutcome, TPlaywrightReport, TSuite } from './test-outcomes';

/** The failed tests named at the end of the run (the part of a long log that CI's report keeps). */
export function failureLines(failed: readonly { phase: string; name: string }[]): string[] {
  return failed.length ? ['[test] failed:', ...failed.map((f) => `[test]   ${f.name} (${f.phase})`)] : [];
}

/** Every skipped test, by file and reason: a file's tests skipped for one reason make one line. */
export function skipLines(o: TOutcome): string[] {
  const groups = new Map<string, { line: string; n: number; names: string[] }>();
  for (const s of o.skips) {
    const key = `${s.phase}\u0000${s.file}\u0000${s.reason ?? ''}`;
    const g = groups.get(key) ?? { line: `${s.file} — ${s.reason ?? 'NO REASON GIVEN'} (${s.phase})`, n: 0, names: [] };
    g.n++;
    g.names.push(s.name);
    groups.set(key, g);
  }
  if (!groups.size) return [];
  return [`[test] skipped (${o.skipped}):`, ...[...groups.values()].map((g) => `[test]   ${g.n === 1 ? g.names[0] : `${g.n} tests`}: ${g.line}`)];
}

/** Each browser test that passed only on its retry, with the error of the attempt that failed. */
export function flakyLines(o: TOutcome): string[] {
  return o.flakes.length ? [`[test] passed only on retry (${o.flaky}), counted as flaky, not passed:`, ...o.flakes.map((f) => `[test]   ${f.name} — first attempt: ${f.error} (${f.phase})`)] : [];
}

/** Why CI fails this run though no test failed (test-outcomes.ts ciProblems). */
export function ciLines(problems: readonly string[]): string[] {
  return problems.length ? ['[test] CI fails this run:', ...problems.map((p) => `[test]   ${p}`)] : [];
}

/** The closing line ('N passed, N failed, …': .ci/run prints it again as the run's verdict). */
export function summaryLine(o: TOutcome): string {
  return `${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped${o.flaky ? `, ${o.flaky} flaky (passed only on retry)` : ''}`;
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

const DAY_MS = 86_400_000;

/** Days from `at`'s day (UTC) to the next later day that `ok` accepts. */
function daysTo(at: Date, ok: (d: Date) => boolean): number {
  const start = Math.floor(at.getTime() / DAY_MS);
  for (let n = 1; ; n++) if (ok(new Date((start + n) * DAY_MS))) return n;
}
const lastSundayOf = (d: Date, month: number) => d.getUTCMonth() === month && d.getUTCDay() === 0 && new Date(d.getTime() + 7 * DAY_MS).getUTCMonth() !== month;

/** The moved clock's shifts: far away both ways, and the kinds of day that broke tests before
 *  (issue 34): a year's first day, a 29 February, Europe/Berlin's DST changes. */
export const SHIFTS: readonly { name: string; days: (at: Date) => number }[] = [
  { name: '-400 days', days: () => -400 },
  { name: '+400 days', days: () => 400 },
  { name: '+800 days', days: () => 800 },
  { name: 'the next 1 January', days: (at) => daysTo(at, (d) => d.getUTCMonth() === 0 && d.getUTCDate() === 1) },
  { name: 'the next 29 February', days: (at) => daysTo(at, (d) => d.getUTCMonth() === 1 && d.getUTCDate() === 29) },
  { name: 'the next DST change (last Sunday of March or October)', days: (at) => daysTo(at, (d) => lastSundayOf(d, 2) || lastSundayOf(d, 9)) },
];

/** The moved clock's pass of one run (scripts/test.ts): one of SHIFTS and a quarter of the API
 *  files, turning with the day, so 24 consecutive days cover every shift with every file. */
export function rotatingShift(at: Date): { shift: number; name: string; shard: string } {
  const day = Math.floor(at.getTime() / DAY_MS);
  const kind = SHIFTS[day % SHIFTS.length];
  return { shift: kind.days(at), name: kind.name, shard: `${(Math.floor(day / SHIFTS.length) % SHIFTED_API_PARTS) + 1}/${SHIFTED_API_PARTS}` };
}
