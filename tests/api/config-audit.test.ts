// Issue 38 item 6: the configuration audit trail. A settings change, a price list change, a role
// change and a user change each leave one entry with the changed fields before and after and who
// made it; secrets are masked; the table refuses UPDATE and DELETE; only the admin reads it; a
// write that fails leaves no entry.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASKED, ZConfigAuditPage, type TConfigAuditEntry } from '../../lib/contract/config-audit';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['staff'] });

const adminId = async () => ((await (await t.api.call('GET', '/api/users/self', { token: t.admin })).json()) as { id: string }).id;

async function audit(query = '', token = t.admin): Promise<TConfigAuditEntry[]> {
  const res = await t.api.call('GET', `/api/settings/audit${query ? `?${query}` : ''}`, { token });
  expect(res.status).toBe(200);
  return ZConfigAuditPage.parse(await res.json()).data;
}
const entriesOf = async (kind: string, recordId: string) => (await audit(`kind=${kind}&size=200`)).filter((e) => e.recordId === recordId);

async function post(path: string, body: unknown) {
  const res = await t.api.call('POST', path, { token: t.admin, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { id: string } };
}

describe('the configuration audit', () => {
  it('a settings change leaves one entry: the changed keys before and after, and who', async () => {
    const me = await adminId();
    expect((await post('/api/settings/group/general', { childMaxAge: 13, allowAgencyBooking: true })).status).toBe(200);
    const [entry, ...more] = await entriesOf('setting', 'general');
    expect(more).toEqual([]);
    // allowAgencyBooking was true already: not a change, not in the entry.
    expect(entry).toMatchObject({ kind: 'setting', action: 'update', userId: me, userName: expect.any(String), before: { childMaxAge: expect.any(Number) }, after: { childMaxAge: 13 } });
    expect(entry.before!.childMaxAge).not.toBe(13);
    expect(Object.keys(entry.after!)).toEqual(['childMaxAge']);
  });

  it('a price list change through the generic resource leaves one entry per write', async () => {
    const created = await post('/api/price', { name: 'Audit list', status: 'draft', basePrice: 1000 });
    expect(created.status).toBe(200);
    const updated = await post(`/api/price/${created.body.id}`, { basePrice: 1500, status: 'active' });
    expect(updated.status).toBe(200);
    const entries = await entriesOf('pricelist', created.body.id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({ label: 'Audit list', before: { basePrice: 1000, status: 'draft' }, after: { basePrice: 1500, status: 'active' } });
    expect(Object.keys(entries[0].after!).sort()).toEqual(['basePrice', 'status']);
    expect(entries[1]).toMatchObject({ before: null, after: { name: 'Audit list', basePrice: 1000 } });
    const del = await t.api.call('DELETE', `/api/price/${created.body.id}`, { token: t.admin });
    expect(del.status).toBe(200);
    expect((await entriesOf('pricelist', created.body.id))[0]).toMatchObject({ action: 'delete', after: null, before: { name: 'Audit list' } });
  });

  it('names the records a change points at (a resort), and no name for one since deleted', async () => {
    const resort = await post('/api/resort', { name: 'Audit Reef Resort' });
    expect(resort.status).toBe(200);
    const list = await post('/api/price', { name: 'Audit resort list', status: 'draft', resort: resort.body.id });
    expect(list.status).toBe(200);
    const res = await t.api.call('GET', '/api/settings/audit?kind=pricelist&size=200', { token: t.admin });
    const page = ZConfigAuditPage.parse(await res.json());
    const entry = page.data.find((e) => e.recordId === list.body.id);
    expect(entry?.after).toMatchObject({ resort: resort.body.id });
    expect(page.names[resort.body.id]).toBe('Audit Reef Resort');
    expect(Object.values(page.names).every((n) => n !== '')).toBe(true);
  });

  it('a role\'s scopes changed leave one entry with the scopes before and after', async () => {
    const role = await post('/api/userrole', { name: 'Audit role', group: 'Audit', scopes: ['bookings.read'] });
    expect(role.status).toBe(200);
    expect((await post(`/api/userrole/${role.body.id}`, { scopes: ['bookings.read', 'customers.read'] })).status).toBe(200);
    const [entry] = await entriesOf('role', role.body.id);
    expect(entry).toMatchObject({ action: 'update', label: 'Audit role', before: { scopes: ['bookings.read'] }, after: { scopes: ['bookings.read', 'customers.read'] } });
    expect(Object.keys(entry.after!)).toEqual(['scopes']);
  });

  it('a user change leaves one entry; the password hash is masked, never written out', async () => {
    const me = await adminId();
    const user = await post('/api/users', { name: 'Audit Guide', email: 'audit.guide@example.com', password: 'guide-pass-1', scopes: ['divelog.read'] });
    expect(user.status).toBe(200);
    const [created] = await entriesOf('user', user.body.id);
    expect(created.after).toMatchObject({ name: 'Audit Guide', passwordHash: MASKED, scopes: ['divelog.read'] });
    // The record is the entry's recordId; its values never repeat the id (the screen shows no ids).
    expect(JSON.stringify(created.after)).not.toContain(user.body.id);
    expect((await post(`/api/users/${user.body.id}`, { scopes: ['divelog.read', 'bookings.read'], name: 'Audit Guide II' })).status).toBe(200);
    const [updated] = await entriesOf('user', user.body.id);
    expect(updated).toMatchObject({
      action: 'update', userId: me,
      before: { scopes: ['divelog.read'], name: 'Audit Guide' }, after: { scopes: ['divelog.read', 'bookings.read'], name: 'Audit Guide II' },
    });
    // An admin sets the password: an entry that says so, with the hash masked.
    const pw = await t.api.call('POST', `/api/users/${user.body.id}/password`, { token: t.admin, body: { email: 'audit.guide@example.com', password: 'another-pass-2' } });
    expect(pw.status).toBe(200);
    const [password] = await entriesOf('user', user.body.id);
    expect(password.before).toMatchObject({ passwordHash: MASKED });
    expect(password.after).toMatchObject({ passwordHash: MASKED });
    const stored = await t.rows<{ text: string }>(sql`SELECT coalesce(before::text, '') || coalesce(after::text, '') AS text FROM config_audit WHERE record_id = ${user.body.id}`);
    const [{ hash }] = await t.rows<{ hash: string }>(sql`SELECT password_hash AS hash FROM users WHERE id = ${user.body.id}`);
    expect(stored.length).toBe(3);
    for (const r of stored) {
      expect(r.text).not.toContain(hash);
      expect(r.text).not.toContain('another-pass-2');
      expect(r.text).not.toMatch(/\$argon2/);
    }
  });

  it('filters by kind, user and time, in pages', async () => {
    const me = await adminId();
    const mine = await audit(`user=${me}&size=200`);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.every((e) => e.userId === me)).toBe(true);
    expect((await audit('kind=role')).every((e) => e.kind === 'role')).toBe(true);
    expect(await audit('to=2000-01-01')).toEqual([]);
    const res = await t.api.call('GET', '/api/settings/audit?size=1&page=2', { token: t.admin });
    const page = ZConfigAuditPage.parse(await res.json());
    expect(page).toMatchObject({ page: 2, size: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(4);
  });

  it('the table refuses UPDATE and DELETE', async () => {
    const refusal = async (query: ReturnType<typeof sql>) => {
      try { await t.rows(query); } catch (err) { return String((err as { cause?: { message?: string } }).cause?.message ?? err); }
      return 'done';
    };
    expect(await refusal(sql`UPDATE config_audit SET user_name = 'forged'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`DELETE FROM config_audit`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`TRUNCATE config_audit`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await t.rows(sql`SELECT id FROM config_audit WHERE user_name = 'forged'`)).toEqual([]);
    expect((await audit()).length).toBeGreaterThan(0);
  });

  it('only the admin reads it: staff 403, a guest 401', async () => {
    expect((await t.api.call('GET', '/api/settings/audit', { token: t.token.staff })).status).toBe(403);
    expect((await t.api.call('GET', '/api/settings/audit')).status).toBe(401);
  });

  it('a write that fails leaves no entry', async () => {
    const before = (await t.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM config_audit`))[0].n;
    expect((await post('/api/settings/group/general', { childMaxAge: 'old' })).status).toBe(400);
    // A taken e-mail: refused by the database inside the write's transaction (409).
    expect((await post('/api/users', { name: 'Twin', email: 'audit.guide@example.com', password: 'twin-pass-12' })).status).toBe(409);
    // A role that would grant beyond the caller's rights is refused by a hook before the write.
    const role = await post('/api/userrole', { name: 'Bad', scopes: 'not-a-list' });
    expect(role.status).toBe(400);
    expect((await t.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM config_audit`))[0].n).toBe(before);
  });

  it('the entry and the change land together: an entry that cannot be written undoes the change', async () => {
    await t.rows(sql`ALTER TABLE config_audit ADD CONSTRAINT audit_test_refuse CHECK (label IS DISTINCT FROM 'Boom list') NOT VALID`);
    try {
      expect((await post('/api/price', { name: 'Boom list', status: 'draft' })).status).toBe(500);
    } finally {
      await t.rows(sql`ALTER TABLE config_audit DROP CONSTRAINT audit_test_refuse`);
    }
    expect(await t.rows(sql`SELECT id FROM price_lists WHERE name = 'Boom list'`)).toEqual([]);
  });
});
