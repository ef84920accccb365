// Work the upstream defers past its start: loading large libraries that only some requests need
// (the first such request would otherwise pay the loading). Modules register a task; the server
// runs them once, a few seconds after it listens, and logs "[upstream] warmed up" when they are
// done, so that a benchmark can begin measuring after the loading instead of inside it (loading
// blocks the event loop for a few hundred milliseconds on this machine).
const tasks: (() => Promise<unknown>)[] = [];

export const WARMED_UP_LINE = '[upstream] warmed up';

export function deferWarmUp(task: () => Promise<unknown>): void {
  tasks.push(task);
}

export function runWarmUps(delayMs: number, log: (line: string) => void = console.log): void {
  setTimeout(async () => {
    for (const task of tasks) await task().catch(() => undefined);
    log(WARMED_UP_LINE);
  }, delayMs).unref();
}
