// The README's claims that code can check (issue 34 item 5):
// - its environment table lists exactly the variables the env schemas declare (upstream/env.ts,
//   lib/env.ts, the only files of the product that read process.env), and the defaults it states
//   as plain values are the schemas' defaults;
// - "lib/ framework-free": the part of lib/ the upstream shares imports no framework at all, and
//   the rest names Next or React only in the server glue listed below (README, "Layout").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZWebEnv } from '../../lib/env';
import { ZUpstreamEnv } from '../../upstream/env';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');

function sourceFiles(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs).flatMap((name) => {
    const child = `${rel}/${name}`;
    if (statSync(path.join(ROOT, child)).isDirectory()) return sourceFiles(child);
    return /\.(ts|tsx|mts|mjs)$/.test(name) ? [child] : [];
  });
}

type TRow = { name: string; defaultCell: string };

/** The rows of the README's table headed `| variable | default | meaning |`. */
export function environmentTable(readme: string): TRow[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => /^\|\s*variable\s*\|\s*default\s*\|\s*meaning\s*\|/.test(l));
  if (start < 0) throw new Error('README has no environment table (| variable | default | meaning |)');
  const rows: TRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0])?.[1];
    if (!name) throw new Error(`README environment table: a row without a variable name: ${line}`);
    rows.push({ name, defaultCell: cells[1] });
  }
  return rows;
}

const SCHEMAS: Record<string, z.ZodObject> = { 'upstream/env.ts': ZUpstreamEnv, 'lib/env.ts': ZWebEnv };

/** What a schema's field gives when the variable is unset: its default, undefined, or 'required'. */
function unsetValue(field: z.ZodType): string | undefined | 'required' {
  const r = field.safeParse(undefined);
  return r.success ? (r.data === undefined ? undefined : String(r.data)) : 'required';
}

/** A default cell that states a plain value (`./data`, 3000), not prose or a derived address. */
function plainDefault(cell: string): string | null {
  const m = /^`([^`$]*)`$/.exec(cell) ?? /^(\d+)$/.exec(cell);
  return m ? m[1] : null;
}

describe('README environment table against the env schemas', () => {
  const rows = environmentTable(read('README.md'));
  const declared = new Map<string, string[]>();
  for (const [file, schema] of Object.entries(SCHEMAS)) {
    for (const name of Object.keys(schema.shape)) declared.set(name, [...(declared.get(name) ?? []), file]);
  }

  it('the parser reads the table and refuses a row it cannot read', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(() => environmentTable('| variable | default | meaning |\n|---|---|---|\n| PORT | 3000 | x |\n')).toThrow(/without a variable name/);
    expect([plainDefault('`./data`'), plainDefault('3000'), plainDefault('–'), plainDefault('`http://127.0.0.1:$UPSTREAM_PORT`'), plainDefault('generated into `DATA_DIR`')])
      .toEqual(['./data', '3000', null, null, null]);
  });

  it('only the env schemas read process.env in the product (so the schemas are every variable)', () => {
    const product = ['upstream', 'lib', 'app', 'components', 'proxy.ts', 'instrumentation.ts'].flatMap(sourceFiles);
    const readers = product.filter((f) => /process\.env\b/.test(read(f))).sort();
    expect(readers).toEqual(Object.keys(SCHEMAS).sort());
  });

  it('every documented variable is declared by an env schema', () => {
    const unknown = rows.map((r) => r.name).filter((n) => !declared.has(n));
    expect(unknown, 'README documents variables no env schema reads').toEqual([]);
  });

  it('every declared variable is documented, once', () => {
    const names = rows.map((r) => r.name);
    expect([...declared.keys()].filter((n) => !names.includes(n)), 'variables the README does not document').toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i), 'documented twice').toEqual([]);
  });

  it('a default stated as a plain value is what every schema declaring the variable defaults to', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const stated = row.defaultCell === '–' ? undefined : plainDefault(row.defaultCell);
      if (stated === null) continue;
      for (const file of declared.get(row.name) ?? []) {
        const actual = unsetValue(SCHEMAS[file].shape[row.name] as z.ZodType);
        if (actual !== stated) wrong.push(`${row.name}: README says ${row.defaultCell}, ${file} gives ${actual ?? '(unset)'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

// Packages that make code framework code: the web framework and React (and Next's server-only
// marker), the upstream's HTTP framework. zod, date-fns, iron-session and the like are libraries.
const FRAMEWORK = /^(react|react-dom|next|next-intl|server-only|hono|@hono\/[^/]+)(\/.*)?$/;

/** The lib/ files allowed to name Next or React: the web side's server glue. Adding one is a
 *  decision: keep the logic framework-free and put only the Next/React call here. */
const SERVER_GLUE = [
  'lib/bff/error-response.ts', 'lib/bff/handle.ts', 'lib/bff/session-cookie.ts', 'lib/bff/token.ts', // the BFF's Next route handler
  'lib/session/get-session.ts', 'lib/session/require-route.ts', // reading the session (React cache, next/headers)
  'lib/i18n/request.ts', // next-intl's request configuration
  'lib/book/load.ts', 'lib/book/site-url.ts', 'lib/dashboard/load.ts', 'lib/shell/bootstrap.ts', 'lib/shell/home-data.ts',
  'lib/widget/load-widget.ts', 'lib/payment/outcome.ts', 'lib/payment/start-checkout.ts', // server-side page loaders
];
/** What the upstream imports from lib/ (eslint-rules/layers.mjs): no framework, not even the glue. */
const SHARED_WITH_UPSTREAM = ['lib/contract/', 'lib/access/', 'lib/validation/'];

function frameworkImports(source: string): string[] {
  const specs = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?(?:from\s+)?['"]([^'"]+)['"]/g), ...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return specs.map((m) => m[1]).filter((s) => FRAMEWORK.test(s));
}

describe('README: lib/ is framework-free apart from its named server glue', () => {
  const files = sourceFiles('lib');
  const importing = files.filter((f) => frameworkImports(read(f)).length > 0);

  it('the import reader finds framework imports of every form and only those', () => {
    expect(frameworkImports("import 'server-only';\nimport { cache } from 'react';\nimport type { NextRequest } from 'next/server';\nexport { x } from '@hono/zod-openapi';\nconst m = import('next-intl/server');"))
      .toEqual(['server-only', 'react', 'next/server', '@hono/zod-openapi', 'next-intl/server']);
    expect(frameworkImports("import { z } from 'zod';\nimport { sealData } from 'iron-session';\nimport { cache } from './react';")).toEqual([]);
  });

  it('the part the upstream shares (lib/contract, lib/access, lib/validation) imports no framework', () => {
    expect(importing.filter((f) => SHARED_WITH_UPSTREAM.some((p) => f.startsWith(p)))).toEqual([]);
  });

  it('every other lib file that names Next or React is listed server glue, and the list is current', () => {
    expect(importing.filter((f) => !SERVER_GLUE.includes(f)), 'framework imports outside the listed glue').toEqual([]);
    expect(SERVER_GLUE.filter((f) => !importing.includes(f)), 'listed glue that no longer imports a framework').toEqual([]);
    expect(importing.length / files.length).toBeLessThan(0.1);
  });

  it('the README says what this test holds', () => {
    const readme = read('README.md');
    expect(readme.includes('`lib/` logic shared by the web side, framework-free'), 'README "Layout" states the claim as held here').toBe(true);
    expect(readme.includes('tests/unit/readme-claims.test.ts'), 'README names this test').toBe(true);
  });
});
