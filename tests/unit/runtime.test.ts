// The project runs on Node 24 LTS through the `node` package (docs/stack.md): npm scripts put its
// binary first on the path, so the test runner and every child process it starts run on it.
import { execFileSync, execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const major = (v: string) => Number(v.replace(/^v/, '').split('.')[0]);

describe('runtime', () => {
  it('the test worker runs on Node 24 or newer', () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(24);
  });
  it('a child started by name from the path and one started by execPath run on it too', () => {
    expect(major(execSync('node -v', { encoding: 'utf8' }).trim())).toBeGreaterThanOrEqual(24);
    expect(major(execFileSync(process.execPath, ['-v'], { encoding: 'utf8' }).trim())).toBeGreaterThanOrEqual(24);
  });
});
