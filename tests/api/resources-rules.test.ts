// Rules of particular resources and of the pattern as a whole: CSV formula neutralising and
// UTF-8, the users resource (secrets never answered, no privilege escalation), references
// checked on write and on delete, and every base path in the OpenAPI document.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../lib/contract/resources';
import { sid } from '../../upstream/db/seed/resources-ids';
import { destinations } from '../../upstream/db/schema';
import { bindingOf } from '../../upstream/modules/resources/registry';
import { tokenOf, userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
type TRec = Record<string, unknown> & { id: string };


const post = (path: string, body: unknown, token = t.admin) => t.api.call('POST', path, { token, body });

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas and keeps UTF-8 text intact', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+49 dial', '-2+3', '@SUM(A1)', 'Ägypten – Küste 🐠'];
    for (const name of names) expect((await post('/api/destination', { name, region: 'csvtest' })).status).toBe(200);
    const res = await t.api.call('GET', `/api/destination/listCSV?search=csvtest&sort=name`, { token: t.admin });
    expect(res.headers.get('content-disposition')).toContain('destination.csv');
    const text = new TextDecoder().decode(await res.arrayBuffer());
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(6);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`'+49 dial`);
    expect(text).toContain(`'-2+3`);
    expect(text).toContain(`'@SUM(A1)`);
    expect(text).toContain('Ägypten – Küste 🐠');
    expect(text).not.toMatch(/(^|,)[=+@-]/m);
  });
});

describe('CSV export of many rows', () => {
  it('streams every matching row once, in list order, across chunks', async () => {
    const rows = Array.from({ length: 4500 }, (_, i) => ({ name: `Bulk ${String(i).padStart(5, '0')}`, region: 'bulkcsv' }));
    await t.api.handle.db.insert(destinations).values(rows);
    const res = await t.api.call('GET', '/api/destination/listCSV?search=bulkcsv&sort=name&order=-1', { token: t.admin });
    expect(res.status).toBe(200);
    const lines = new TextDecoder().decode(await res.arrayBuffer()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(4501);
    const names = lines.slice(1).map((l) => l.split(',')[1]);
    expect(new Set(names).size).toBe(4500);
    expect(names[0]).toBe('Bulk 04499');
    expect(names.at(-1)).toBe('Bulk 00000');
  });
});

describe('list search', () => {
  type TPage = { data: TRec[]; total: number; page: number; size: number };
  const list = async (query: string) => (await (await t.api.call('GET', `/api/destination?${query}`, { token: t.admin })).json()) as TPage;

  it('pages through the matches in order with the total, past the end too, and agrees with the whole list', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ name: `Searchpage ${String(i).padStart(3, '0')}`, region: i % 2 ? 'sp-odd' : 'sp-even', isActive: i % 3 !== 0 }));
    await t.api.handle.db.insert(destinations).values([...rows, { name: 'Elsewhere', region: 'other' }]);
    const page2 = await list('search=searchpage&sort=name&order=-1&size=25&page=2');
    expect(page2).toMatchObject({ total: 60, page: 2, size: 25 });
    expect(page2.data.map((r) => r.name)).toEqual(Array.from({ length: 25 }, (_, i) => `Searchpage ${String(34 - i).padStart(3, '0')}`));
    const page3 = await list('search=searchpage&sort=name&order=-1&size=25&page=3');
    expect(page3.data.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Searchpage ${String(9 - i).padStart(3, '0')}`));
    expect(await list('search=searchpage&size=25&page=4')).toMatchObject({ data: [], total: 60, page: 4 });
    // The same search without paging (another query path) gives the same rows in the same order.
    const all = await list('search=searchpage&sort=name&order=-1&size=0');
    expect(all.data.map((r) => r.id)).toEqual([...(await list('search=searchpage&sort=name&order=-1&size=25')).data, ...page2.data, ...page3.data].map((r) => r.id));
    // Search and filter together; the region is searched too.
    const odd = await list(`search=sp-odd&size=10&sort=name&filter=${encodeURIComponent('{"isActive":true}')}`);
    expect(odd.total).toBe(20);
    expect(odd.data.every((r) => r.region === 'sp-odd' && r.isActive === true)).toBe(true);
  });

  it('takes % and _ in the term literally', async () => {
    await t.api.handle.db.insert(destinations).values([{ name: 'Odd_50% Reef' }, { name: 'Odd 50 Reef' }, { name: 'OddX50Y Reef' }]);
    const hit = await list(`search=${encodeURIComponent('_50%')}&size=5`);
    expect(hit.data.map((r) => r.name)).toEqual(['Odd_50% Reef']);
    expect(hit.total).toBe(1);
  });
});

describe('users resource', () => {
  it('creates an account that can log in, and never answers secrets', async () => {
    const res = await post('/api/users', { name: 'New Guide', email: ' New.Guide@Example.com ', password: 'guide-pass-1', scopes: ['divelog.read'] });
    expect(res.status).toBe(200);
    const user = (await res.json()) as TRec;
    expect(user.email).toBe('new.guide@example.com');
    expect(JSON.stringify(user)).not.toMatch(/passwordHash|password_hash|verifyToken/);
    expect(await tokenOf(t.api, 'new.guide@example.com', 'guide-pass-1')).toBeTruthy();
    const list = await (await t.api.call('GET', '/api/users?size=0', { token: t.admin })).text();
    expect(list).not.toMatch(/passwordHash|\$argon2/);
    const csv = await (await t.api.call('GET', '/api/users/listCSV', { token: t.admin })).text();
    expect(csv).not.toMatch(/passwordHash|\$argon2/);
    expect((await post('/api/users', { name: 'No password', email: 'nopw@example.com' })).status).toBe(400);
  });

  it('a non-admin user manager cannot grant admin or scopes they lack, nor touch admins or themselves', async () => {
    const manager = await userWith(t.api, ['users.read', 'users.create', 'users.update', 'users.delete', 'bookings.read']);
    expect((await post('/api/users', { name: 'Evil', email: 'evil1@example.com', password: 'evil-pass-1', scopes: ['admin'] }, manager)).status).toBe(403);
    expect((await post('/api/users', { name: 'Evil', email: 'evil2@example.com', password: 'evil-pass-1', userType: 'admin' }, manager)).status).toBe(403);
    expect((await post('/api/users', { name: 'Evil', email: 'evil3@example.com', password: 'evil-pass-1', scopes: ['banks.read'] }, manager)).status).toBe(403);
    expect((await post('/api/users', { name: 'Ok', email: 'ok1@example.com', password: 'ok-pass-123', scopes: ['bookings.read'] }, manager)).status).toBe(200);
    const users = (await (await t.api.call('GET', '/api/users?size=0', { token: t.admin })).json()) as { data: TRec[] };
    const adminUser = users.data.find((u) => u.email === 'admin@example.com')!;
    expect((await post(`/api/users/${adminUser.id}`, { name: 'Hijacked' }, manager)).status).toBe(403);
    expect((await t.api.call('DELETE', `/api/users/${adminUser.id}`, { token: manager })).status).toBe(403);
    const roles = (await (await t.api.call('GET', '/api/userrole?size=0', { token: manager })).json()) as { data: TRec[] };
    expect((await post('/api/userrole', { name: 'Sneaky', scopes: ['admin'] }, manager)).status).toBe(403);
    expect(roles.data.length).toBeGreaterThan(0);
  });

  it('nobody deletes their own account; disabling an account ends its tokens', async () => {
    const users = (await (await t.api.call('GET', `/api/users?search=${encodeURIComponent('admin@example.com')}`, { token: t.admin })).json()) as { data: TRec[] };
    expect((await t.api.call('DELETE', `/api/users/${users.data[0].id}`, { token: t.admin })).status).toBe(403);
    const res = await post('/api/users', { name: 'Temp', email: 'temp@example.com', password: 'temp-pass-1', scopes: ['bookings.read'] });
    const temp = (await res.json()) as TRec;
    const token = await tokenOf(t.api, 'temp@example.com', 'temp-pass-1');
    expect((await t.api.call('GET', '/api/users/self', { token })).status).toBe(200);
    expect((await post(`/api/users/${temp.id}`, { status: 'disabled' })).status).toBe(200);
    expect((await t.api.call('GET', '/api/users/self', { token })).status).toBe(401);
  });
});

describe('references', () => {
  it('a write naming a record that does not exist is a ValidationError', async () => {
    const res = await post('/api/rooms', { name: 'Ghost room', type: 'Room', roomType: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(['roomType']);
  });

  it('a record still in use cannot be deleted (409) and stays', async () => {
    const roomType = sid('roomtypes:std');
    const res = await t.api.call('DELETE', `/api/roomtypes/${roomType}`, { token: t.admin });
    expect(res.status).toBe(409);
    expect((await t.api.call('GET', `/api/roomtypes/${roomType}`, { token: t.admin })).status).toBe(200);
  });

  it('a unique key taken twice is a conflict (409)', async () => {
    expect((await post('/api/widget', { name: 'W1', slug: 'unique-slug' })).status).toBe(200);
    expect((await post('/api/widget', { name: 'W2', slug: 'unique-slug' })).status).toBe(409);
  });
});

describe('defaults of the spec', () => {
  it.each([
    ['/api/roomtypes', { name: 'Defaults' }, { defaultNoOfPax: 2, minNoOfPax: 1, maxNoOfPax: 2, maxNoOfOTAPax: 2, availableToOTA: -1, roomTypeOTA: 'Double', sizeInSqm: -1, surcharge: 0, surchargeType: 'percent' }],
    ['/api/price', { name: 'Defaults' }, { status: 'draft', tax: { status: 'aborted', value: 0, inclusive: true } }],
    ['/api/specials', { name: 'Defaults' }, { status: 'draft' }],
    ['/api/tax', { name: 'Defaults' }, { status: 'aborted', value: 0, inclusive: true }],
    ['/api/customers', { fullName: 'Defaults' }, { language: 'de', customerType: 'customer' }],
  ])('%s', async (base, body, expected) => {
    const res = await post(base, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(expected);
  });

  it('bookings start as draft in German and EUR', async () => {
    const b = (await (await t.api.call('GET', `/api/bookings/${sid('bookings:b2')}`, { token: t.admin })).json()) as TRec;
    expect(b).toMatchObject({ state: 'draft', language: 'de', currency: 'EUR' });
  });
});

describe('OpenAPI', () => {
  it('documents every base path with list, CSV, one record and copy (less what an owner makes read-only)', async () => {
    const res = await t.api.call('GET', '/api/openapi.json');
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(200);
    const doc = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
    for (const r of RESOURCES) {
      // A call the table's owner leaves to nobody ('none') is not there at all, e.g. POST /api/payments/{id},
      // or POST /api/media (a media record is made by its upload, POST /api/media/upload).
      const none = Object.entries(bindingOf(r.name)?.owner?.leaves ?? {}).filter(([, how]) => how === 'none').map(([call]) => call);
      expect(Object.keys(doc.paths[r.base] ?? {}), r.base).toEqual(expect.arrayContaining(['get', ...(none.includes('create') ? [] : ['post'])]));
      if (none.includes('create')) expect(Object.keys(doc.paths[r.base] ?? {}), r.base).not.toContain('post');
      expect(doc.paths[`${r.base}/listCSV`]?.get, r.base).toBeTruthy();
      const one = Object.keys(doc.paths[`${r.base}/{id}`] ?? {});
      expect(one, r.base).toEqual(expect.arrayContaining(['get', ...(none.includes('update') ? [] : ['post']), ...(none.includes('delete') ? [] : ['delete'])]));
      if (none.includes('update')) expect(one, r.base).not.toContain('post');
      expect(Boolean(doc.paths[`${r.base}/{id}/copy`]?.post), r.base).toBe(!none.includes('copy'));
    }
  });
});
