// Inside upstream/, a unit imports only the units it declares (eslint-rules/upstream-modules.mjs,
// wired in eslint.config.mjs, run by `npm run check`), and no import runs in a circle between
// modules. Sources are linted virtually (lintText with a filePath in the unit), so no fixture file
// is needed; the last tests read the upstream's real imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { target } from '../../eslint-rules/layers.mjs';
import { findCycle, MODULES, UNITS, unitOf } from '../../eslint-rules/upstream-modules.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const project = new ESLint({ cwd: ROOT });

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await project.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'tourbook/upstream-modules').map((m) => m.message);
}

function upstreamFiles(dir = path.join(ROOT, 'upstream')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) return name === 'migrations' ? [] : upstreamFiles(abs);
    return name.endsWith('.ts') ? [abs] : [];
  });
}

/** unit → the units its files import, read from the code (imports, re-exports, import()). */
function codeGraph(): { graph: Record<string, Set<string>>; unplaced: string[] } {
  const graph: Record<string, Set<string>> = {};
  const unplaced: string[] = [];
  for (const abs of upstreamFiles()) {
    const from = unitOf(path.relative(ROOT, abs).split(path.sep).join('/'));
    if (!from) { unplaced.push(abs); continue; }
    for (const ref of ts.preProcessFile(readFileSync(abs, 'utf8'), true, true).importedFiles) {
      const t = target(ref.fileName, abs);
      const to = t && t.startsWith('upstream/') ? unitOf(t) : null;
      if (to && to !== from) (graph[from] ??= new Set()).add(to);
    }
  }
  return { graph, unplaced };
}

describe('module layers inside upstream/', () => {
  it('npm run check (the project config) fails on an undeclared import between modules', async () => {
    // settings declares no domain module: it may not reach into bookings.
    expect(await problems('upstream/modules/settings/fixture.ts', "import { loadBooking } from '../bookings/access';\nexport const a = loadBooking;\n"))
      .toEqual([expect.stringMatching(/settings may not import bookings/)]);
    // bookings stands below invoices: an import back up is refused (it would close a circle).
    expect(await problems('upstream/modules/bookings/onsite/fixture.ts', "export { invoicesInForce } from '../../invoices/issue-invoice';\n"))
      .toEqual([expect.stringMatching(/bookings may not import invoices/)]);
    expect(await problems('upstream/modules/bookings/fixture.ts', "export async function f() { return import('../mail/outbox'); }\n")).toHaveLength(1);
  }, 60_000);

  it('declared imports and the infrastructure pass; the infrastructure imports no module', async () => {
    expect(await problems('upstream/modules/invoices/fixture.ts',
      "import { loadBooking } from '../bookings/access';\nimport { now } from '../../clock';\nimport { errors } from '../../http/errors';\nimport { openPdf } from '../../shared/pdf/pdf-document';\nexport const a = [loadBooking, now, errors, openPdf];\n")).toEqual([]);
    expect(await problems('upstream/http/fixture.ts', "import { resolvePrincipal } from '../modules/auth/resolve-principal';\nexport const a = resolvePrincipal;\n")).toHaveLength(1);
    expect(await problems('upstream/jobs/fixture.ts', "import { mailJobs } from '../modules/mail/jobs';\nexport const a = mailJobs;\n")).toHaveLength(1);
    expect(await problems('upstream/modules/fixture-index.ts', 'export const a = 1;\n')).toEqual([expect.stringMatching(/in no unit/)]);
  }, 60_000);

  it('finds a circle in a graph, and the declared dependencies have none', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle({ a: ['b', 'c'], b: ['c'], c: [] })).toBeNull();
    const declared = Object.fromEntries(Object.entries(UNITS).map(([n, u]) => [n, u.may]));
    expect(findCycle(declared)).toBeNull();
    // The check has teeth: bookings declaring invoices (which uses bookings) closes a circle.
    expect(findCycle({ ...declared, bookings: [...declared.bookings, 'invoices'] })).toEqual(expect.arrayContaining(['bookings', 'invoices']));
  });

  it('every module folder has a declaration, and every import in the code is declared', () => {
    const folders = readdirSync(path.join(ROOT, 'upstream/modules')).filter((n) => statSync(path.join(ROOT, 'upstream/modules', n)).isDirectory());
    expect(folders.filter((n) => !(n in MODULES))).toEqual([]);
    const { graph, unplaced } = codeGraph();
    expect(unplaced).toEqual([]);
    const undeclared = Object.entries(graph).flatMap(([from, tos]) => [...tos]
      .filter((to) => !UNITS[from].may.includes('*') && !UNITS[from].may.includes(to)).map((to) => `${from} -> ${to}`));
    expect(undeclared).toEqual([]);
  });

  it('docs/decisions/module-layers.md shows the declared table', () => {
    const lines = readFileSync(path.join(ROOT, 'docs/decisions/module-layers.md'), 'utf8').split('\n');
    const start = lines.findIndex((l) => l.startsWith('| module |'));
    const shown: Record<string, string[]> = {};
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith('|')) break;
      const [modules, may] = line.split('|').slice(1, -1);
      const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      for (const m of names(modules)) shown[m] = names(may).sort();
    }
    expect(shown).toEqual(Object.fromEntries(Object.entries(MODULES).map(([m, may]) => [m, [...may].sort()])));
  });

  it('the code has no import circle between units', () => {
    const { graph } = codeGraph();
    const cycle = findCycle(Object.fromEntries(Object.entries(graph).map(([n, s]) => [n, [...s]])));
    expect(cycle).toBeNull();
    // and the reading sees real edges (a vacuous graph would pass too)
    expect(graph.invoices?.has('bookings')).toBe(true);
    expect(graph.mail?.has('invoices')).toBe(true);
  });
});
