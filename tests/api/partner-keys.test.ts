// Issue 37 item 4: partner API keys. Made by an admin and shown once (only the SHA-256 digest and
// a prefix are stored), accepted on the partner API only (a login token is refused there, a key
// on the staff API), scoped, revoked → 401 in the error shape, rate limited per key (429 with
// Retry-After), last use recorded; the partner API has an OpenAPI document of its own.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['staff'] });
type TMade = { id: string; key: string; prefix: string; scopes: string[]; revokedAt: string | null };

async function makeKey(body: Record<string, unknown>): Promise<TMade> {
  const res = await t.api.call('POST', '/api/apikeys', { token: t.admin, body });
  expect(res.status).toBe(201);
  return (await res.json()) as TMade;
}

describe('partner API keys', () => {
  it('shows a key once and stores its digest; only an admin makes, lists and revokes keys', async () => {
    const made = await makeKey({ name: 'Reseller A', scopes: ['tours.read'] });
    expect(made.key).toMatch(/^tbk_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const [row] = await t.rows<{ token_hash: string; prefix: string }>(sql`SELECT token_hash, prefix FROM api_keys WHERE id = ${made.id}`);
    expect(row.token_hash).toBe(createHash('sha256').update(made.key).digest('hex'));
    const all = JSON.stringify(await t.rows(sql`SELECT * FROM api_keys`));
    expect(all).not.toContain(made.key);
    const list = await (await t.api.call('GET', '/api/apikeys', { token: t.admin })).json() as { keys: Record<string, unknown>[]; scopes: string[] };
    expect(list.keys.find((k) => k.id === made.id)).toMatchObject({ name: 'Reseller A', prefix: made.prefix, revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(made.key);
    expect(list.scopes).toContain('bookings.create');
    expect((await t.api.call('GET', '/api/apikeys', { token: t.token.staff })).status).toBe(403);
    expect((await t.api.call('POST', '/api/apikeys', { token: t.token.staff, body: { name: 'x', scopes: ['tours.read'] } })).status).toBe(403);
    // A scope outside the list, e.g. admin, cannot be given to a key.
    expect((await t.api.call('POST', '/api/apikeys', { token: t.admin, body: { name: 'x', scopes: ['admin'] } })).status).toBe(400);
  });

  it('opens the partner API only: scopes enforced, last use recorded, revoked → 401 in the error shape', async () => {
    const made = await makeKey({ name: 'Reseller B', scopes: ['tours.read'] });
    const me = await t.api.call('GET', '/api/partner/v1/me', { token: made.key });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ name: 'Reseller B', scopes: ['tours.read'], agency: null });
    const [used] = await t.rows<{ last_used_at: string | null }>(sql`SELECT last_used_at FROM api_keys WHERE id = ${made.id}`);
    expect(used.last_used_at).not.toBeNull();
    expect((await t.api.call('GET', '/api/partner/octo/products', { token: made.key })).status).toBe(200);
    // Scope: reserving needs bookings.create (or an agency's agencies.self).
    const denied = await t.api.call('POST', '/api/partner/octo/bookings', { token: made.key, body: { productId: 'x', optionId: 'DEFAULT', availabilityId: 'x', unitItems: [{ unitId: 'guest' }] } });
    expect(denied.status).toBe(403);
    // A key is no login on the staff API; a login token is no key on the partner API.
    expect((await t.api.call('GET', '/api/users/me', { token: made.key })).status).toBe(401);
    expect((await t.api.call('GET', '/api/partner/v1/me', { token: t.admin })).status).toBe(401);
    expect((await t.api.call('GET', '/api/partner/v1/me')).status).toBe(401);
    // Revoked: 401 in the spec's error shape.
    const rev = await t.api.call('DELETE', `/api/apikeys/${made.id}`, { token: t.admin });
    expect(rev.status).toBe(200);
    expect(((await rev.json()) as TMade).revokedAt).not.toBeNull();
    const after = await t.api.call('GET', '/api/partner/v1/me', { token: made.key });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: 'UnauthorizedError', statusCode: 401, path: '/api/partner/v1/me', method: 'GET' });
  });

  it('limits each key per minute: 429 with Retry-After after its allowance, other keys unaffected', async () => {
    const small = await makeKey({ name: 'Small', scopes: ['tours.read'], rateLimitPerMinute: 3 });
    const other = await makeKey({ name: 'Other', scopes: ['tours.read'], rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await t.api.call('GET', '/api/partner/v1/me', { token: small.key })).status).toBe(200);
    const over = await t.api.call('GET', '/api/partner/v1/me', { token: small.key });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.json()).toMatchObject({ statusCode: 429 });
    expect((await t.api.call('GET', '/api/partner/v1/me', { token: other.key })).status).toBe(200);
  });

  it('serves the partner API its own OpenAPI document (partner calls only, bearer key)', async () => {
    const res = await t.api.call('GET', '/api/partner/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/partner/v1/me', '/api/partner/octo/products', '/api/partner/octo/availability', '/api/partner/octo/bookings', '/api/partner/octo/bookings/{uuid}/confirm']));
    expect(paths.every((p) => p.startsWith('/api/partner/'))).toBe(true);
    expect(doc.components.securitySchemes.partnerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    // The main document lists the admin calls.
    const main = (await (await t.api.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(main.paths)).toEqual(expect.arrayContaining(['/api/apikeys', '/api/webhooks', '/api/webhooks/deliveries/{id}/replay']));
  });
});
