// `npm test`: every test — unit, API (PGlite), PostgreSQL, browser (Playwright in Chromium).
// Ends with every skipped test and its reason, every browser test that passed only on retry, the
// failed tests, and one line 'N passed, N failed, N skipped' summing all suites; exits non-zero on
// any failure, and under CI on a skip for a missing tool or too many flaky tests (test-outcomes.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isCi } from '../tests/pg/pg-availability';
import { addOutcome, brokenRun, ciProblems, emptyOutcome, playwrightOutcome, vitestOutcome } from './test-outcomes';
import { ciLines, failureLines, flakyLines, phaseLines, rotatingShift, skipLines, slowestFiles, summaryLine, type TFileTime } from './test-summary';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2); // e.g. npm test -- unit api
const want = (s: string) => only.length === 0 || only.includes(s);
// Each phase's wall time and every test file's, printed at the end (README: budget, slowest files).
const phases: { name: string; ms: number }[] = [];
const files: TFileTime[] = [];
function timed<T>(name: string, run: () => T): T {
  const t0 = performance.now();
  try {
    return run();
  } finally {
    phases.push({ name, ms: performance.now() - t0 });
  }
}

const total = emptyOutcome();
// The business clocks' shift (README: `CLOCK_SHIFT_DAYS=365 npm test` runs everything a year ahead)
// reaches every part through the environment each child inherits (sh): the vitest projects, and
// through playwright.config.ts the e2e upstream, web server and browser (tests/e2e/fixtures.ts).
if (process.env.CLOCK_SHIFT_DAYS) console.log(`[test] business clocks shifted by ${process.env.CLOCK_SHIFT_DAYS} days`);

function sh(cmd: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
}

function findChromium(): string | null {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  try {
    const r = spawnSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], { cwd: root, encoding: 'utf8' });
    if (r.status === 0 && r.stdout && existsSync(r.stdout)) return r.stdout;
  } catch {
    /* none */
  }
  return null;
}

/** One vitest run; its counts go into the total, its files' times into `files`. */
function vitest(name: string, projects: string[], extra: string[] = [], env: Record<string, string> = {}) {
  const json = path.join(out, `${name}.json`);
  const r = timed(name, () => sh('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], env));
  if (existsSync(json)) {
    const rep = JSON.parse(readFileSync(json, 'utf8'));
    const o = vitestOutcome(rep, root, name);
    addOutcome(total, o);
    for (const f of rep.testResults ?? []) files.push({ file: path.relative(root, f.name), ms: (f.endTime ?? 0) - (f.startTime ?? 0), phase: name });
    if (r.status !== 0 && !o.failed) addOutcome(total, brokenRun(name, `vitest exited with ${r.status ?? r.signal} though its report names no failure (see the log above)`));
  } else if (r.status !== 0) addOutcome(total, brokenRun(name, `vitest exited with ${r.status ?? r.signal} and wrote no report (a global set-up failed? see the log above)`));
}

// 1. Vitest: unit, api, pg.
// api-isolated: the API files that need a module graph of their own (vitest.config.ts).
const projects = ['unit', 'api', 'pg'].filter(want).flatMap((p) => (p === 'api' ? ['api', 'api-isolated'] : [p]));
if (projects.length) vitest('vitest', projects);

// 2. The business clock moved (issues 30 and 34, docs/decisions/clock.md): every suite passes with
// CLOCK_SHIFT_DAYS -400, +400, +800 and on the next 1 January, 29 February and DST change. One run
// takes one shift and a quarter of the API files, turning with the day (rotatingShift), so 24
// days' runs cover every shift and every file; the unit tests run whole each time.
// CLOCK_SHIFT_DAYS set for the whole run: this pass is left out.
if (want('shifted') && !process.env.CLOCK_SHIFT_DAYS) {
  const { shift, name, shard } = rotatingShift(new Date());
  console.log(`\n[test] shifted pass: CLOCK_SHIFT_DAYS=${shift} (${name}), unit and API files ${shard}`);
  vitest('vitest-unit-shifted', ['unit'], [], { CLOCK_SHIFT_DAYS: String(shift) });
  // The demo's seed on a spread of days stops the clock on days of its own: left out here (the
  // costliest files of the run, and the plan's every-day test is in the unit tests).
  vitest('vitest-api-shifted', ['api', 'api-isolated'], [`--shard=${shard}`], { CLOCK_SHIFT_DAYS: String(shift), VITEST_LEAVE_OUT: 'tests/api/demo-living-*.test.ts' });
}

// One production build for the browser tests and the scaled-out layout, made once.
let buildStatus: boolean | null = null;
function built(): boolean {
  if (buildStatus === null) {
    const build = timed('next build', () => sh('npx', ['next', 'build'], { NODE_ENV: 'production' }));
    buildStatus = build.status === 0;
    if (!buildStatus) console.error(`next build exited with ${build.status ?? build.signal}`);
  }
  return buildStatus;
}

// 3. Browser tests against a production build.
if (want('e2e')) {
  const chromium = findChromium();
  if (!chromium) {
    console.error('\nNo Chromium found for the browser tests. Install Debian\'s: apt-get update && apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary). Playwright must not download its own browsers here.\n');
    addOutcome(total, brokenRun('e2e', 'no Chromium for the browser tests (apt-get install -y chromium, or CHROMIUM_PATH)'));
  } else {
    if (!built()) addOutcome(total, brokenRun('next build', 'next build failed: no browser tests ran'));
    else {
      const json = path.join(out, 'playwright.json');
      const r = timed('playwright', () => sh('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: json }));
      if (existsSync(json)) {
        const rep = JSON.parse(readFileSync(json, 'utf8'));
        const o = playwrightOutcome(rep);
        addOutcome(total, o);
        files.push(...slowestFiles(rep).map((f) => ({ ...f, phase: 'playwright' })));
        if (r.status !== 0 && !o.failed) addOutcome(total, brokenRun('playwright', `playwright exited with ${r.status ?? r.signal} though its report names no failure (see the log above)`));
      } else if (r.status !== 0) addOutcome(total, brokenRun('playwright', `playwright exited with ${r.status ?? r.signal} and wrote no report (see the log above)`));
    }
  }
}

// 4. The scaled-out layout (issue 39, docs/scaling.md): HAProxy, two web servers, two upstreams,
// one PostgreSQL, one Redis, as real processes on loopback (tests/scale).
if (want('scale')) {
  if (!built()) addOutcome(total, brokenRun('scale', 'next build failed: the scaled-out layout did not run'));
  else vitest('scale', ['scale']);
}

const ci = ciProblems(total, isCi(process.env));
console.log(`\n${[...phaseLines(phases, files), ...skipLines(total), ...flakyLines(total), ...failureLines(total.failures), ...ciLines(ci)].join('\n')}`);
console.log(`\n${summaryLine(total)}`);
process.exit(total.failed > 0 || ci.length > 0 ? 1 : 0);
