// The docs a newcomer reads live in the repository and say what the code does (issue 34 item 5):
// - the decisions index links every area file of docs/decisions/, and every link it has resolves;
// - docs/stack.md's version table is what node_modules holds;
// - docs/architecture.md's import table is the layer rule's LAYERS;
// - the paths the new docs name exist, and no file points at the architecture, stack or
//   conventions notes that used to live outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../eslint-rules/layers.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');
const DOCS = ['docs/architecture.md', 'docs/stack.md', 'docs/conventions.md', 'docs/decisions.md'];

/** Relative markdown links of a doc: [text](target), anchors and web addresses left out. */
function links(md: string): string[] {
  return [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1].split('#')[0]).filter((t) => t && !/^[a-z]+:/.test(t));
}

/** Cells of the table rows under a markdown table header that starts with `first`. */
function tableRows(md: string, first: string): string[][] {
  const lines = md.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  if (start < 0) throw new Error(`no table headed "| ${first} |"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((c) => c.trim()));
  }
  return rows;
}

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe('the decisions index', () => {
  const index = read('docs/decisions.md');
  const linked = links(index).filter((l) => l.startsWith('decisions/'));

  it('gives every area file one line', () => {
    const areas = readdirSync(path.join(ROOT, 'docs/decisions')).filter((f) => f.endsWith('.md')).map((f) => `decisions/${f}`);
    expect(areas.length).toBeGreaterThan(30);
    expect(areas.filter((a) => !linked.includes(a)), 'area files missing from docs/decisions.md').toEqual([]);
    const lines = index.split('\n').filter((l) => /^- \[[^\]]+\]\(decisions\//.test(l)).map((l) => /\]\((decisions\/[^)]+)\)/.exec(l)![1]);
    expect(lines.filter((l, i) => lines.indexOf(l) !== i), 'area files with more than one line').toEqual([]);
  });
});

describe('the docs in the repository', () => {
  it('exist and every relative link in them resolves', () => {
    const broken = DOCS.flatMap((doc) => links(read(doc)).filter((l) => !existsSync(path.join(ROOT, path.dirname(doc), l))).map((l) => `${doc}: ${l}`));
    expect(broken).toEqual([]);
  });

  it('name only paths that exist', () => {
    const missing = DOCS.slice(0, 3).flatMap((doc) => [...read(doc).matchAll(/`((?:app|components|lib|upstream|tests|scripts|docs|eslint-rules|messages)\/[^`\s*<>{}…]+)`/g)]
      .map((m) => m[1].replace(/[.,:;)]+$/, ''))
      .filter((p) => !existsSync(path.join(ROOT, p)) && !existsSync(path.join(ROOT, `${p}.ts`)))
      .map((p) => `${doc}: ${p}`));
    expect(missing).toEqual([]);
  });

  it('stack.md lists the versions node_modules holds', () => {
    const rows = tableRows(read('docs/stack.md'), 'package');
    expect(rows.length).toBeGreaterThan(20);
    const wrong = rows.map(([pkg, version]) => ({ pkg: ticked(pkg)[0], version }))
      .map(({ pkg, version }) => ({ pkg, version, installed: (JSON.parse(read(`node_modules/${pkg}/package.json`)) as { version: string }).version }))
      .filter((r) => r.version !== r.installed)
      .map((r) => `${r.pkg}: stack.md ${r.version}, installed ${r.installed}`);
    expect(wrong).toEqual([]);
  });

  it("architecture.md's import table is the layer rule's LAYERS", () => {
    const rows = tableRows(read('docs/architecture.md'), 'folder');
    for (const layer of LAYERS) {
      const row = rows.find(([folder]) => ticked(folder).includes(layer.from));
      expect(row, `no row for ${layer.from}`).toBeDefined();
      expect(ticked(row![1]).sort(), layer.from).toEqual([...layer.may].sort());
    }
  });

  it('no file points at the notes that lived outside the repository', () => {
    const names = ['ARCHITECTURE', 'STACK', 'CONVENTIONS'].map((n) => `${n}.md`);
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n')
      .filter((f) => f && /\.(ts|tsx|mts|mjs|js|md|json|yaml|sh)$|^\.ci\//.test(f) && existsSync(path.join(ROOT, f)));
    const naming = files.filter((f) => names.some((n) => read(f).includes(n)));
    expect(naming).toEqual([]);
  });
});
