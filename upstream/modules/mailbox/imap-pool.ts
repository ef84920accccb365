// A small IMAP connection pool: per mail account at most MAX_PER_ACCOUNT logged-in imapflow
// connections, reused by the next call instead of one login per request; a connection idle for
// IDLE_MS is logged out; at most MAX_ACCOUNTS accounts keep connections (the least recently used
// one is closed first). The key holds a digest of host, port, TLS, user and sealed secret, so a
// changed password or server never reuses an old login. A connection that broke (closed, or a
// call failed with an IMAP error) is dropped, never handed out again. Calls beyond the bound wait
// their turn (up to WAIT_MS, then 503).
import { createHash } from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import { AppError, errors } from '../../http/errors';

type TEntry = { client: ImapFlow; busy: boolean; timer: NodeJS.Timeout | null };
type TAccountPool = { entries: TEntry[]; waiting: ((e: TEntry | null) => void)[]; opening: number; usedAt: number };

const limits = { perAccount: 3, accounts: 50, idleMs: 60_000, waitMs: 30_000 };
const POOLS = new Map<string, TAccountPool>();
let logins = 0;

/** Tests: shorter idle times or other bounds. */
export function configureImapPool(opts: Partial<typeof limits>): void {
  Object.assign(limits, opts);
}

export function poolKey(accountId: string, parts: unknown[]): string {
  return `${accountId}:${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16)}`;
}

export function imapPoolStats(): { accounts: number; open: number; idle: number; logins: number } {
  let open = 0;
  let idle = 0;
  for (const p of POOLS.values()) { open += p.entries.length; idle += p.entries.filter((e) => !e.busy).length; }
  return { accounts: POOLS.size, open, idle, logins };
}

function usable(e: TEntry): boolean {
  return (e.client as unknown as { usable?: boolean }).usable !== false;
}

function drop(key: string, e: TEntry, logout: boolean): void {
  const p = POOLS.get(key);
  if (e.timer) clearTimeout(e.timer);
  if (p) p.entries = p.entries.filter((x) => x !== e);
  if (logout) void e.client.logout().catch(() => e.client.close());
  else e.client.close();
  if (p && p.entries.length === 0 && p.opening === 0 && p.waiting.length === 0) POOLS.delete(key);
}

function evictAccounts(keep: string): void {
  if (POOLS.size <= limits.accounts) return;
  const idle = [...POOLS.entries()].filter(([k, p]) => k !== keep && p.entries.every((e) => !e.busy) && p.waiting.length === 0)
    .sort((a, b) => a[1].usedAt - b[1].usedAt);
  for (const [k, p] of idle) {
    if (POOLS.size <= limits.accounts) break;
    for (const e of [...p.entries]) drop(k, e, true);
    POOLS.delete(k);
  }
}

async function acquire(key: string, open: () => Promise<ImapFlow>): Promise<TEntry> {
  let p = POOLS.get(key);
  if (!p) { p = { entries: [], waiting: [], opening: 0, usedAt: Date.now() }; POOLS.set(key, p); evictAccounts(key); }
  p.usedAt = Date.now();
  for (const e of [...p.entries]) {
    if (e.busy) continue;
    if (!usable(e)) { drop(key, e, false); continue; }
    e.busy = true;
    if (e.timer) { clearTimeout(e.timer); e.timer = null; }
    return e;
  }
  if (p.entries.length + p.opening < limits.perAccount) {
    p.opening += 1;
    try {
      const client = await open();
      logins += 1;
      const e: TEntry = { client, busy: true, timer: null };
      client.on('close', () => { if (p!.entries.includes(e)) drop(key, e, false); });
      p.entries.push(e);
      return e;
    } finally {
      p.opening -= 1;
      if (p.entries.length === 0 && p.opening === 0 && p.waiting.length === 0) POOLS.delete(key);
    }
  }
  const pool = p;
  const handed = await new Promise<TEntry | null>((resolve) => {
    const timer = setTimeout(() => { pool.waiting = pool.waiting.filter((w) => w !== take); resolve(null); }, limits.waitMs);
    const take = (e: TEntry | null) => { clearTimeout(timer); resolve(e); };
    pool.waiting.push(take);
  });
  if (handed) return handed;
  if (pool.entries.length + pool.opening < limits.perAccount) return acquire(key, open);
  throw errors.unavailable('MAIL_SERVER_BUSY', 'Every connection to this mail server is in use; please try again in a moment.');
}

function release(key: string, e: TEntry, healthy: boolean): void {
  const p = POOLS.get(key);
  if (!p || !healthy || !usable(e)) {
    drop(key, e, healthy);
    const next = p?.waiting.shift();
    if (next) next(null); // lets the waiter open a fresh connection
    return;
  }
  const next = p.waiting.shift();
  if (next) { next(e); return; }
  e.busy = false;
  e.timer = setTimeout(() => drop(key, e, true), limits.idleMs);
  e.timer.unref?.();
}

/** Runs `fn` on a pooled, logged-in connection; `open` makes and logs in a new one when needed.
 *  An error of `fn` that is not a client's own AppError drops the connection. */
export async function withPooled<T>(key: string, open: () => Promise<ImapFlow>, fn: (c: ImapFlow) => Promise<T>): Promise<T> {
  const e = await acquire(key, open);
  let healthy = true;
  try {
    return await fn(e.client);
  } catch (err) {
    healthy = err instanceof AppError && !(err as { brokenConnection?: boolean }).brokenConnection;
    throw err;
  } finally {
    release(key, e, healthy);
  }
}

/** Logs out every pooled connection (shutdown, tests). */
export async function closeImapPool(): Promise<void> {
  const all = [...POOLS.entries()].flatMap(([k, p]) => p.entries.map((e) => [k, e] as const));
  for (const [, e] of all) if (e.timer) clearTimeout(e.timer);
  POOLS.clear();
  await Promise.all(all.map(([, e]) => e.client.logout().catch(() => e.client.close())));
}
