// Login answers reveal nothing about which accounts exist (issue 5, "Requests"): an unknown
// e-mail and a known e-mail with a wrong password get the same status, headers and body (apart
// from the timestamp), take about the same time (medians of interleaved attempts, a generous
// bound: argon2 dominates, a missing dummy hash would be 10x faster), and are throttled alike.
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { LOGIN_LIMITS } from '../../upstream/http/login-throttle';
import { apiFile } from '../helpers/api-file';

// One database for the file (seeding is slow); each test uses its own accounts so the per-account
// counters do not meet: staff for the answers, admin/agency/customer for timing, club for 429.
const t = apiFile();

const KNOWN = ['admin@example.com', 'agency@example.com', 'customer@example.com'];
let ipSeq = 0;
const nextIp = () => `203.0.113.${(ipSeq++ % 250) + 1}`;

function login(email: string, password: string, isCRMUser = false) {
  return t.api.call('POST', '/api/auth/token', { body: { email, password, ...(isCRMUser ? { isCRMUser } : {}) }, headers: { 'x-forwarded-for': nextIp() } });
}

/** The answer as a client can compare it: status, the headers that matter, body without timestamp. */
async function visible(res: Response) {
  const body = ZApiError.parse(await res.json());
  const { timestamp, ...rest } = body;
  expect(Number.isNaN(Date.parse(timestamp))).toBe(false);
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    retryAfter: res.headers.get('retry-after') === null ? null : 'set',
    body: { ...rest, description: rest.description?.replace(/\d+/g, 'N') },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('unknown account and wrong password look the same', () => {
  it('same status, headers and body (except the timestamp)', async () => {
    const wrong = await visible(await login('staff@example.com', 'wrong-password'));
    const unknown = await visible(await login('nobody-here@example.com', 'wrong-password'));
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual(wrong);
    // Also with the e-mail's case or spaces changed (normalised the same way for both).
    expect(await visible(await login('  NOBODY@Example.com ', 'x'))).toEqual(await visible(await login(' STAFF@example.com', 'x')));
  });

  it('same time: medians of interleaved attempts within a factor of 2', async () => {
    // Warm-up (argon2 and the query plans).
    await login('warm-up@example.com', 'warm-up');
    await login('warm-up-2@example.com', 'warm-up');
    const known: number[] = [];
    const unknown: number[] = [];
    const rounds = (LOGIN_LIMITS.account - 1) * KNOWN.length; // stays within every account's limit
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? ['k', 'u'] : ['u', 'k'];
      for (const which of order) {
        const email = which === 'k' ? KNOWN[i % KNOWN.length] : `ghost-${i}@example.com`;
        const t0 = performance.now();
        const res = await login(email, `wrong-${i}`);
        const ms = performance.now() - t0;
        expect(res.status).toBe(401);
        (which === 'k' ? known : unknown).push(ms);
      }
    }
    const mk = median(known);
    const mu = median(unknown);
    expect(mk).toBeGreaterThan(0);
    expect(mu / mk).toBeGreaterThan(0.5);
    expect(mu / mk).toBeLessThan(2);
  });

  it('throttled alike: the answer after the limit is the same 429 for both', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account; i++) {
      expect((await login('club@example.com', 'wrong', true)).status).toBe(401);
      expect((await login('phantom@example.com', 'wrong', true)).status).toBe(401);
    }
    const known = await login('club@example.com', 'wrong', true);
    const unknown = await login('phantom@example.com', 'wrong', true);
    expect(known.status).toBe(429);
    const [vk, vu] = [await visible(known), await visible(unknown)];
    expect(vu).toEqual(vk);
    expect(vk.retryAfter).toBe('set');
    // Even the right password is refused while throttled, in the same words.
    expect(await visible(await login('club@example.com', 'demo-password', true))).toEqual(vk);
  });
});
