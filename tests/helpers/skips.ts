// Skipping out loud (README "Tests"): a skipped test carries its reason, and the end of `npm test`
// lists every skipped test with it (scripts/test-outcomes.ts). A skip because a tool is missing
// fails a CI run: CI installs every tool (.ci/run), so there such a skip means a suite unseen.
// Vitest: describe('…', skipWhen(!server, missingTool(…)), () => …) puts the reason into the
// tests' meta (the JSON report carries it); inside a running test, skipNow(ctx, reason).
// Playwright: test.skip(condition, reason).
import type { TestContext } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Why the test is skipped (scripts/test-outcomes.ts lists it at the end of the run). */
    skipReason?: string;
  }
}

/** How a skip reason for a missing tool begins (scripts/test-outcomes.ts: fails a CI run). */
export const MISSING_TOOL = 'missing tool:';

/** The skip reason when `tool` is not installed here, with the command that installs it. */
export function missingTool(tool: string, install: string): string {
  return `${MISSING_TOOL} ${tool} (${install})`;
}

const loudly = (reason: string) => console.warn(`\n${'!'.repeat(78)}\n!! SKIPPED: ${reason}\n${'!'.repeat(78)}\n`);

/** Options for describe/it: skipped with `reason` when `skip` is true (said loudly in the log too). */
export function skipWhen(skip: boolean, reason: string): { skip: boolean; meta: { skipReason: string } } {
  if (skip) loudly(reason);
  return { skip, meta: { skipReason: reason } };
}

/** Skips the running test with `reason` (a check that can only be made inside the test). */
export function skipNow(ctx: TestContext, reason: string): never {
  ctx.task.meta.skipReason = reason;
  loudly(reason);
  return ctx.skip(reason);
}
