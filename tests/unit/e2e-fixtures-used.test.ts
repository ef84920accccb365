// Every browser spec takes `test` and `expect` from tests/e2e/fixtures.ts, whose context fixture
// moves the browser's clock with CLOCK_SHIFT_DAYS: a spec on Playwright's bare `test` would run
// its pages on real time while both servers run a year ahead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../e2e');
const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));

describe('browser specs', () => {
  it.each(specs)('%s uses the shared fixtures', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const bare = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g;
    for (const m of text.matchAll(bare)) {
      const names = m[1].split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '));
      expect(names, `${file} imports from @playwright/test`).not.toContain('test');
      expect(names, `${file} imports from @playwright/test`).not.toContain('expect');
    }
    expect(text).toMatch(/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'\.\/fixtures'/);
  });
});
