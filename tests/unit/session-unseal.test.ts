// Unsealing the session cookie: remembered per cookie, but the expiry is checked on every read,
// and a tampered or foreign cookie still reads as no session.
import { afterEach, describe, expect, it, vi } from 'vitest';

process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789-abcdefgh';
const { sealSession, unsealSession } = await import('@/lib/session/unseal');
const { sealData } = await import('iron-session');

const session = (expiresAt: number) => ({
  token: 'x'.repeat(64), expiresAt, features: [], viewsOff: [], modulesAdmins: [],
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', userType: 'user', scopes: [], assets: [], isCrmUser: false },
}) as never;

afterEach(() => { vi.useRealTimers(); });

describe('unsealSession', () => {
  it('reads the same cookie twice to the same session', async () => {
    const sealed = await sealSession(session(Date.now() + 3_600_000));
    const a = await unsealSession(sealed);
    const b = await unsealSession(sealed);
    expect(a?.user.email).toBe('ada@example.com');
    expect(b).toEqual(a);
  });

  it('a remembered cookie stops reading as a session once its token has expired', async () => {
    const sealed = await sealSession(session(Date.now() + 60_000));
    expect(await unsealSession(sealed)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await unsealSession(sealed)).toBeNull();
  });

  it('tampered cookies and cookies sealed with another secret read as no session', async () => {
    const sealed = await sealSession(session(Date.now() + 3_600_000));
    expect(await unsealSession(sealed.slice(0, -3) + 'AAA')).toBeNull();
    const foreign = await sealData(session(Date.now() + 3_600_000), { password: 'another-secret-another-secret-0123456789', ttl: 0 });
    expect(await unsealSession(foreign)).toBeNull();
    expect(await unsealSession(undefined)).toBeNull();
  });
});
