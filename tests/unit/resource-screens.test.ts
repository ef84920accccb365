// Sanity of the screen declarations (lib/resources/screens): every screen names a registered
// resource, a route of the table and a page that renders it; every column and form field exists
// in the contract; create forms show every required field; every label has both languages.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '@/lib/access/match-route';
import { resourceByName } from '@/lib/contract/resources';
import { SCREENS, fieldLabel, screenTitleKey } from '@/lib/resources/screens';
import { requiredFields } from '@/components/resources/form/form-values';
import { panelFields } from '@/components/resources/list/filter-panel';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const has = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), messages) !== undefined;
const ROOT = path.resolve(import.meta.dirname, '../..');
/** The page file of a route; a ':param' segment is any '[name]' folder at that level. */
function pageOf(routePath: string): string {
  let dir = path.join(ROOT, 'app/(backoffice)');
  for (const segment of routePath.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) dir = path.join(dir, segment);
    else dir = path.join(dir, readdirSync(dir).find((d) => /^\[\w+\]$/.test(d)) ?? '[missing]');
  }
  return path.join(dir, 'page.tsx');
}

describe('resource screens', () => {
  it('have unique ids', () => {
    expect(new Set(SCREENS.map((s) => s.id)).size).toBe(SCREENS.length);
  });

  for (const screen of SCREENS) {
    describe(screen.id, () => {
      const resource = resourceByName(screen.resource);

      it('names a registered resource and routes of the table', () => {
        expect(resource, screen.resource).toBeDefined();
        for (const p of [screen.path, screen.editPath, screen.createPath].filter((x): x is string => !!x)) {
          const { route } = matchRoute(p.replace(/:\w+/, '00000000-0000-4000-8000-000000000000'));
          expect(route.notFound, p).toBe(false);
          expect(route.path, p).toBe(p);
        }
      });

      it('has a page that renders it', () => {
        const file = pageOf(screen.path);
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8')).toContain(`'${screen.id}'`);
        for (const p of [screen.editPath, screen.createPath].filter((x): x is string => !!x)) {
          expect(readFileSync(pageOf(p), 'utf8')).toContain(`"${screen.id}"`);
        }
      });

      it('shows only fields of the contract, sorting only sortable ones', () => {
        const fields = resource!.fields;
        for (const c of screen.columns) expect(c.field in fields || c.field === 'createdAt' || c.field === 'updatedAt', c.field).toBe(true);
        for (const f of screen.fields) expect(f.field in fields || f.field in (screen.extraFields ?? {}), f.field).toBe(true);
        expect(screen.columns.length).toBeGreaterThan(0);
      });

      it('can create: the form shows every required field', () => {
        if (screen.readOnly) return;
        const shown = new Set(screen.fields.map((f) => f.field));
        for (const r of requiredFields(resource!)) expect(shown.has(r), r).toBe(true);
      });

      it('has every label in both languages', () => {
        // The list's filter panel labels its fields as the list does (resource-list.tsx labelOf):
        // a column's or form field's label, else fields.<name>.
        const filterLabels = panelFields(resource!).map((field) => fieldLabel(screen.columns.find((c) => c.field === field) ?? screen.fields.find((f) => f.field === field) ?? { field }));
        const keys = [screenTitleKey(screen), ...screen.columns.map(fieldLabel), ...screen.fields.map(fieldLabel), ...screen.fields.flatMap((f) => (f.hint ? [f.hint] : [])), ...filterLabels];
        for (const key of keys) {
          expect(has(en, key), `en ${key}`).toBe(true);
          expect(has(de, key), `de ${key}`).toBe(true);
        }
      });
    });
  }
});
