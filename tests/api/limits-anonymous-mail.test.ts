// Issue 31, item 6: anonymous calls that send mail or hash are limited per e-mail address and per
// client, in the shared store: thirty reset requests for one address in a second queue at most the
// address's allowance of mails; twenty-five registrations from one client hash and mail at most the
// client's allowance; a known and an unknown address are limited alike (no account revealed).
import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailQueue, users } from '../../upstream/db/schema';
import { ANONYMOUS_LIMITS } from '../../upstream/modules/auth/anonymous-limits';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

const reset = (email: string, ip: string) => t.api.call('PUT', '/api/auth/password/reset', { body: { email }, headers: { 'x-forwarded-for': ip } });
const register = (email: string, ip: string) => t.api.call('POST', '/api/auth/register', {
  body: { userType: 'Customer', name: 'Flood', email, password: 'long-enough-1' }, headers: { 'x-forwarded-for': ip },
});
const mailsTo = async (to: string) => (await t.api.handle.db.select({ n: count() }).from(mailQueue).where(eq(mailQueue.to, to)))[0].n;

describe('password-reset requests', () => {
  it('thirty for one known address at once: the address\'s allowance of mails, the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => reset('staff@example.com', `198.51.100.${i + 1}`)));
    const ok = answers.filter((r) => r.status === 200).length;
    expect(ok).toBe(ANONYMOUS_LIMITS.resetPerAddress.points);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30 - ok);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused[0].json()) as { error: string }).toMatchObject({ error: 'TooManyRequestsError' });
    expect(await mailsTo('staff@example.com')).toBe(ok);
  });

  it('an unknown address is limited the same way; one client is limited across addresses', async () => {
    const unknown = [];
    for (let i = 0; i < 12; i++) unknown.push((await reset('nobody@example.com', `203.0.113.${i + 1}`)).status);
    expect(unknown.filter((s) => s === 429)).toHaveLength(12 - ANONYMOUS_LIMITS.resetPerAddress.points);
    const one = [];
    for (let i = 0; i < ANONYMOUS_LIMITS.resetPerClient.points + 2; i++) one.push((await reset(`someone-${i}@example.com`, '192.0.2.7')).status);
    expect(one.filter((s) => s === 429)).toHaveLength(2);
    expect((await reset('agency@example.com', '192.0.2.8')).status).toBe(200);
  });
});

describe('registrations', () => {
  it('twenty-five from one client: the client\'s allowance is hashed and mailed, the rest 429', async () => {
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await register(`flood-${i}@example.com`, '198.51.100.200')).status);
    expect(answers.filter((s) => s === 201)).toHaveLength(ANONYMOUS_LIMITS.registerPerClient.points);
    expect(answers.filter((s) => s === 429)).toHaveLength(25 - ANONYMOUS_LIMITS.registerPerClient.points);
    const made = (await t.api.handle.db.select({ n: count() }).from(users).where(like(users.email, 'flood-%')))[0].n;
    expect(made).toBe(ANONYMOUS_LIMITS.registerPerClient.points);
    expect(await mailsTo('flood-24@example.com')).toBe(0);
  });

  it('one address from many clients: its allowance, then 429', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await register('same@example.com', `203.0.113.${100 + i}`)).status);
    expect(answers.filter((s) => s === 429)).toHaveLength(8 - ANONYMOUS_LIMITS.registerPerAddress.points);
    expect((await register('other@example.com', '203.0.113.250')).status).toBe(201);
  });
});
