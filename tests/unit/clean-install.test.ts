// Issue 21, a clean install: the install scripts the project lets run are exactly those it needs,
// install-time telemetry is denied and switched off, and a build into another folder leaves
// tsconfig.json (tracked) as it is. .ci/run checks the real thing on a fresh clone.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  allowScripts: Record<string, boolean>; scarfSettings?: { enabled?: boolean }; dependencies: Record<string, string>; devDependencies: Record<string, string>;
};

describe('install scripts', () => {
  it('approves only the Node 24 binary (node) and the argon2 native addon', () => {
    const approved = Object.entries(pkg.allowScripts).filter(([, v]) => v).map(([k]) => k).sort();
    expect(approved).toEqual(['argon2', 'node']);
  });

  it('denies Scarf\'s install-time report and switches Scarf off for the whole tree', () => {
    expect(pkg.allowScripts['@scarf/scarf']).toBe(false);
    expect(pkg.scarfSettings?.enabled).toBe(false);
  });

  it('denies the scripts that only fetch or check binaries the optional platform packages already bring', () => {
    for (const name of ['esbuild', '@swc/core', '@parcel/watcher']) expect(pkg.allowScripts[name], name).toBe(false);
  });
});

describe('a build into another folder', () => {
  const generated = path.join(ROOT, 'tsconfig.next-unit-check.json');
  afterAll(() => rmSync(generated, { force: true }));

  it('gets its own git-ignored tsconfig and leaves tsconfig.json alone', async () => {
    const before = readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
    process.env.NEXT_DIST_DIR = '.next-unit-check';
    try {
      const config = ((await import(/* @vite-ignore */ path.join(ROOT, 'next.config.mjs'))) as { default: unknown }).default as { distDir: string; typescript: { tsconfigPath: string } };
      expect(config.distDir).toBe('.next-unit-check');
      expect(config.typescript.tsconfigPath).toBe('tsconfig.next-unit-check.json');
    } finally {
      delete process.env.NEXT_DIST_DIR;
    }
    expect(existsSync(generated)).toBe(true);
    const own = JSON.parse(readFileSync(generated, 'utf8')) as { extends: string; include: string[] };
    expect(own.extends).toBe('./tsconfig.json');
    expect(own.include).toEqual(expect.arrayContaining(['.next-unit-check/types/**/*.ts', '.next-unit-check/dev/types/**/*.ts', '**/*.ts']));
    expect(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')).toBe(before);
    expect(readFileSync(path.join(ROOT, '.gitignore'), 'utf8')).toContain('tsconfig.next-*.json');
  });
});
