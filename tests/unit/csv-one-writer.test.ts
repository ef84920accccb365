// Issue 31, item 5: one CSV writer for every export. No file but lib/validation/csv-writer.ts
// writes CSV itself (imports csv-stringify), and that writer neutralises a formula in any cell
// (a public booking's guest name in the booking list's own export included), while a plain
// amount stays a number to a spreadsheet.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvDocument, csvRows } from '../../lib/validation/csv-writer';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WRITER = 'lib/validation/csv-writer.ts';

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(name) ? [rel] : [];
  });
}

describe('one CSV writer', () => {
  it('is the only file that writes CSV itself', () => {
    const writers = ['app', 'components', 'lib', 'upstream'].flatMap(sources)
      .filter((f) => /from ['"]csv-stringify/.test(readFileSync(path.join(ROOT, f), 'utf8')));
    expect(writers).toEqual([WRITER]);
  });

  it('neutralises formulas in every cell, keeps plain numbers and amounts, quotes what needs it', () => {
    const csv = csvDocument(['guest', 'total', 'note'], [
      ['=HYPERLINK("http://x.example","click")', -1250, '-2+3+cmd|\' /C calc\'!A0'],
      ['@SUM(A1)', '-12.50', 'a, "quoted" text'],
      ['\tTab', true, null],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x.example"",""click"")",-1250,'-2+3+cmd|' /C calc'!A0`);
    expect(lines[2]).toBe(`'@SUM(A1),-12.50,"a, ""quoted"" text"`);
    expect(lines[3]).toBe("'\tTab,true,");
    expect(csvRows([[1, 'x']])).toBe('1,x\n');
  });
});
