// messages/de.json and messages/en.json have exactly the same keys and no empty values; every
// route title and menu group label exists.
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { MENU_GROUPS, ROUTES } from '@/lib/access/routes';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [p, x] of leaves(v as Tree, path)) out.set(p, x);
    else out.set(path, v);
  }
  return out;
}

const deLeaves = leaves(de as Tree);
const enLeaves = leaves(en as Tree);

describe('messages', () => {
  it('de and en have exactly the same keys', () => {
    expect([...deLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });
  it('no empty values, only strings', () => {
    for (const [k, v] of [...deLeaves, ...enLeaves]) {
      expect(typeof v, k).toBe('string');
      expect((v as string).trim().length, k).toBeGreaterThan(0);
    }
  });
  it('every route has a title and every menu group a label', () => {
    for (const r of ROUTES) {
      expect(enLeaves.get(`routes.${r.id}`), r.id).toBeTruthy();
      expect(deLeaves.get(`routes.${r.id}`), r.id).toBeTruthy();
    }
    for (const g of MENU_GROUPS) {
      expect(enLeaves.get(`menu.${g}`), g).toBeTruthy();
      expect(deLeaves.get(`menu.${g}`), g).toBeTruthy();
    }
  });
});
