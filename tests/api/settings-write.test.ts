// POST /api/settings/group/{group}: admin only; the modules group only for the named admins;
// validated per group; the bootstrap follows the change.
import { beforeAll, describe, expect, it } from 'vitest';
import { ZBootstrap } from '../../lib/contract/auth';
import { ZApiError } from '../../lib/contract/errors';
import { settings, users } from '../../upstream/db/schema';
import { hashPassword } from '../../upstream/secrets/passwords';
import { and, eq } from 'drizzle-orm';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let admin: string;
let staff: string;
let secondAdmin: string;

async function tokenOf(email: string, password = 'demo-password') {
  const res = await t.api.call('POST', '/api/auth/token', { body: { email, password } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  admin = await tokenOf('admin@example.com');
  staff = await tokenOf('staff@example.com');
  await t.api.handle.db.insert(users).values({
    name: 'Other Admin', email: 'other-admin@example.com', userType: 'admin', scopes: ['admin'],
    passwordHash: await hashPassword('other-pass'),
  });
  secondAdmin = await tokenOf('other-admin@example.com', 'other-pass');
});

const write = (group: string, body: unknown, token?: string) => t.api.call('POST', `/api/settings/group/${group}`, { token, body });

describe('general', () => {
  it('an admin changes keys; the answer and later reads show them', async () => {
    const res = await write('general', { childMaxAge: 12, allowAgencyBooking: false, displayCurrencies: ['EUR', 'GBP'] }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ childMaxAge: 12, allowAgencyBooking: false, baseCurrency: 'EUR' });
    const again = await (await t.api.call('GET', '/api/settings/group/general', { token: staff })).json();
    expect(again).toMatchObject({ childMaxAge: 12, displayCurrencies: ['EUR', 'GBP'] });
  });

  it('null sets a key back to its default', async () => {
    await write('general', { childMaxAge: null }, admin);
    expect(await (await t.api.call('GET', '/api/settings/group/general', { token: admin })).json()).toMatchObject({ childMaxAge: 11 });
  });

  it('guests get 401, non-admins 403', async () => {
    expect((await write('general', { childMaxAge: 3 })).status).toBe(401);
    const res = await write('general', { childMaxAge: 3 }, staff);
    expect(res.status).toBe(403);
    expect(ZApiError.parse(await res.json()).message).toBe('FORBIDDEN_RESSOURCE');
  });

  it('rejects unknown keys, wrong types and inconsistent values with the failing fields', async () => {
    const unknown = ZApiError.parse(await (await write('general', { colour: 'red' }, admin)).json());
    expect(unknown.error).toBe('ValidationError');
    expect(unknown.fields!.some((f) => f.code === 'unrecognized_keys')).toBe(true);
    const wrong = ZApiError.parse(await (await write('general', { maxGuestFormFileSizeinKb: 'big' }, admin)).json());
    expect(wrong.fields!.map((f) => f.path)).toEqual(['maxGuestFormFileSizeinKb']);
    const inconsistent = ZApiError.parse(await (await write('general', { baseCurrency: 'CHF', lang: 'en', supportedLanguages: ['de'] }, admin)).json());
    expect(inconsistent.fields!.map((f) => f.path).sort()).toEqual(['baseCurrency', 'lang']);
    expect((await write('general', { timezone: 'Mars/Olympus' }, admin)).status).toBe(400);
  });

  it('exchange rates: ISO codes and positive numbers only', async () => {
    expect((await write('exchangeRates', { USD: 1.08, PHP: 62.5 }, admin)).status).toBe(200);
    const rates = await (await t.api.call('GET', '/api/settings/exchangeRate')).json() as { rates: Record<string, number | null>; missing: string[]; updatedAt: string | null };
    expect(rates.rates).toMatchObject({ EUR: 1, USD: 1.08, PHP: 62.5, GBP: null });
    expect(rates.missing).toEqual(['GBP']);
    expect(rates.updatedAt).not.toBeNull();
    expect((await write('exchangeRates', { usd: 1 }, admin)).status).toBe(400);
    expect((await write('exchangeRates', { USD: -1 }, admin)).status).toBe(400);
  });

  it('the system group cannot be written; an unknown group does not exist (404)', async () => {
    expect((await write('system', { modulesAdmins: ['me@example.com'] }, admin)).status).toBe(403);
    expect((await write('nonsense', { a: 1 }, admin)).status).toBe(404);
  });
});

describe('modules (feature and view flags)', () => {
  it('admin@example.com (a named modules admin) switches flags; bootstrap follows', async () => {
    const res = await write('modules', { pos: false, ota: true, financeReports: 'Off' }, admin);
    expect(res.status).toBe(200);
    const boot = ZBootstrap.parse(await (await t.api.call('GET', '/api/bootstrap', { token: staff })).json());
    expect(boot.features.pos).toBe(false);
    expect(boot.features.ota).toBe(true);
    expect(boot.views.financeReports).toBe('Off');
    expect(boot.views.customerDetails).toBe('On');
  });

  it('another admin, not on the named list, is refused; with an empty list every admin may', async () => {
    const res = await write('modules', { pos: true }, secondAdmin);
    expect(res.status).toBe(403);
    // Other groups stay open to every admin.
    expect((await write('general', { childMaxAge: 10 }, secondAdmin)).status).toBe(200);
    await t.api.handle.db.update(settings).set({ value: [] }).where(and(eq(settings.group, 'system'), eq(settings.key, 'modulesAdmins')));
    expect((await write('modules', { pos: true }, secondAdmin)).status).toBe(200);
  });

  it('validates the flag values', async () => {
    const res = await write('modules', { pos: 'yes', diveReports: 'maybe', teleport: true }, admin);
    expect(res.status).toBe(400);
    const fields = ZApiError.parse(await res.json()).fields!;
    expect(fields.map((f) => f.path)).toEqual(expect.arrayContaining(['pos', 'diveReports']));
  });

  it('GET /api/settings/types tells which groups are writable and by whom', async () => {
    const types = await (await t.api.call('GET', '/api/settings/types', { token: admin })).json() as { type: string; writeAccess: string }[];
    expect(types.find((t) => t.type === 'modules')!.writeAccess).toBe('modulesAdmin');
    expect(types.find((t) => t.type === 'general')!.writeAccess).toBe('admin');
    expect(types.find((t) => t.type === 'system')!.writeAccess).toBe('none');
    expect((await t.api.call('GET', '/api/settings/types', { token: staff })).status).toBe(403);
  });
});
