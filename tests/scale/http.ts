// Calls for the scale suite: JSON over real HTTP to one instance or to HAProxy, and a burst of
// calls that records every answer (status or the network error) without stopping at the first.
export type TAnswer = { status: number; body: Record<string, unknown> };

export async function call(base: string, method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<TAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try { body = text ? JSON.parse(text) as Record<string, unknown> : {}; } catch { body = { text }; }
  return { status: res.status, body };
}

export async function login(base: string, email = 'admin@example.com', password = 'demo-password'): Promise<string> {
  const r = await call(base, 'POST', '/api/auth/token', { body: { email, password } });
  if (r.status !== 200) throw new Error(`login at ${base}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}

/** Status, or 0 for a request that got no HTTP answer at all. */
export async function statusOf(run: () => Promise<TAnswer>): Promise<number> {
  try { return (await run()).status; } catch { return 0; }
}

/** Runs `one` back to back on `workers` loops until `until()` is true; every status counted. */
export async function steadyLoad(workers: number, one: (i: number) => Promise<number>, until: () => boolean): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  let n = 0;
  await Promise.all(Array.from({ length: workers }, async () => {
    while (!until()) {
      const s = await one(n++);
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
  }));
  return counts;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
