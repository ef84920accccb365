// The pages' check that the upstream still accepts a session's token (lib/session/token-liveness.ts):
// one upstream call per token for a few seconds, keyed by a hash (never the token), unknown answers
// not remembered, logout makes a token dead at once.
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_CHECK_TTL_MS, tokenKey, tokenLiveness, type TTokenState } from '@/lib/session/token-liveness';

const token = 't'.repeat(64);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('token liveness cache', () => {
  it('asks the upstream once per token while the answer is fresh, then again', async () => {
    const check = vi.fn(async (): Promise<TTokenState> => 'alive');
    const live = tokenLiveness(check, { ttlMs: 60 });
    expect(await live.state(token)).toBe('alive');
    expect(await live.state(token)).toBe('alive');
    expect(check).toHaveBeenCalledTimes(1);
    check.mockResolvedValue('dead');
    await sleep(90);
    expect(await live.state(token)).toBe('dead');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('is believed a few seconds at most', () => {
    expect(TOKEN_CHECK_TTL_MS).toBeGreaterThan(0);
    expect(TOKEN_CHECK_TTL_MS).toBeLessThanOrEqual(5_000);
  });

  it('asks once for simultaneous renders of the same token, and apart for other tokens', async () => {
    let calls = 0;
    const live = tokenLiveness(async () => { calls++; await sleep(20); return 'alive'; });
    await Promise.all([live.state(token), live.state(token), live.state(token)]);
    expect(calls).toBe(1);
    await live.state('u'.repeat(64));
    expect(calls).toBe(2);
  });

  it('does not remember an upstream that could not say (down, timeout, error)', async () => {
    const check = vi.fn(async (): Promise<TTokenState> => 'unknown');
    const live = tokenLiveness(check);
    expect(await live.state(token)).toBe('unknown');
    check.mockRejectedValueOnce(new Error('network'));
    expect(await live.state(token)).toBe('unknown');
    check.mockResolvedValue('alive');
    expect(await live.state(token)).toBe('alive');
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keys by a hash of the token: the cache never holds a usable token', () => {
    const key = tokenKey(token);
    expect(key).not.toContain(token.slice(0, 16));
    expect(key).toHaveLength(43); // sha-256, base64url
    expect(tokenKey(token)).toBe(key);
    expect(tokenKey(`${token}x`)).not.toBe(key);
  });

  it('logout makes a remembered live token dead at once', async () => {
    const check = vi.fn(async (): Promise<TTokenState> => 'alive');
    const live = tokenLiveness(check);
    expect(await live.state(token)).toBe('alive');
    live.forget(token);
    expect(await live.state(token)).toBe('dead');
    expect(check).toHaveBeenCalledTimes(1);
  });
});
