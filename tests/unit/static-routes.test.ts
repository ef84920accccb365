// Every static route of spec section 2 (no parameter) is answered by a page of its own: not by a
// sibling `[id]` page (which would open an edit form for a record named after the route's last
// word, as /resort/lists did), and not by nothing (a 404, as /booking/ota was). The pages are
// read from app/ and matched the way the Next.js app router does: route groups `(x)` are not
// part of the URL, and at each segment a static name beats `[param]`, which beats `[...rest]`.
// The catch-all `[...slug]` of the back office answers the table's routes not built yet with a
// plain note (its route is looked up by the route table, so it is not a shadow).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/access/routes';
import { SPEC_STATIC_PATHS } from '../helpers/spec-routes';

const APP = path.resolve(__dirname, '../../app');

type TPage = { file: string; segments: string[] };

function pages(dir = APP, segments: string[] = []): TPage[] {
  const out: TPage[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name.startsWith('_') || name.startsWith('@')) continue;
      out.push(...pages(full, /^\(.*\)$/.test(name) ? segments : [...segments, name]));
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(name)) {
      out.push({ file: path.relative(APP, full), segments });
    }
  }
  return out;
}

/** Rank of one page segment against one URL part (higher wins), or null when it does not match. */
const isCatchAll = (s: string) => /^\[\[?\.\.\./.test(s);
const isParam = (s: string) => /^\[[^.]/.test(s);

/** The rank vector of a page for a path (static 3, [param] 2, [...rest] 1 per position), or null. */
function matchPage(page: TPage, parts: string[]): number[] | null {
  const ranks: number[] = [];
  for (let i = 0; i < page.segments.length; i++) {
    const seg = page.segments[i];
    if (isCatchAll(seg)) {
      const optional = seg.startsWith('[[');
      if (parts.length - i < (optional ? 0 : 1)) return null;
      ranks.push(1);
      return ranks;
    }
    if (i >= parts.length) return null;
    if (isParam(seg)) ranks.push(2);
    else if (seg === parts[i]) ranks.push(3);
    else return null;
  }
  return page.segments.length === parts.length ? ranks : null;
}

function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}

/** The page Next.js serves for a path, or null (a 404). */
export function resolvePage(all: TPage[], pathname: string): TPage | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { page: TPage; ranks: number[] } | null = null;
  for (const page of all) {
    const ranks = matchPage(page, parts);
    if (ranks && (!best || better(ranks, best.ranks))) best = { page, ranks };
  }
  return best?.page ?? null;
}

const ALL = pages();

describe('static routes of spec section 2', () => {
  it('the spec list and the route table agree on the static routes', () => {
    const table = ROUTES.filter((r) => !r.notFound && !r.path.includes(':')).map((r) => r.path).sort();
    expect(table).toEqual([...SPEC_STATIC_PATHS].sort());
  });

  it.each(SPEC_STATIC_PATHS)('%s has a page of its own (no [id] page, no 404)', (p) => {
    const page = resolvePage(ALL, p);
    expect(page, `${p}: no page answers it (a 404)`).not.toBeNull();
    const shadow = page!.segments.find((s) => isParam(s));
    expect(shadow, `${p} is answered by ${page!.file}, a page for one record`).toBeUndefined();
  });

  it('the resolver picks the page Next.js picks', () => {
    const fixture: TPage[] = [
      { file: 'a/[id]', segments: ['a', '[id]'] },
      { file: 'a/list', segments: ['a', 'list'] },
      { file: '[...slug]', segments: ['[...slug]'] },
    ];
    expect(resolvePage(fixture, '/a/list')!.file).toBe('a/list');
    expect(resolvePage(fixture, '/a/other')!.file).toBe('a/[id]');
    expect(resolvePage(fixture, '/b/c')!.file).toBe('[...slug]');
    expect(resolvePage(fixture.slice(0, 2), '/b')).toBeNull();
  });
});
