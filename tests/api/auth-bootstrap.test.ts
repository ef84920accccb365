// GET /api/bootstrap for a guest and for each demo role; language; rejected tokens.
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, VIEW_FLAGS, ZBootstrap } from '../../lib/contract/auth';
import { ZApiError } from '../../lib/contract/errors';
import { DEMO_AGENCY_ID, DEMO_CUSTOMER_ID, DEMO_RESORT_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

async function bootstrapAs(email: string, isCRMUser = false, headers: Record<string, string> = {}) {
  const login = await t.api.call('POST', '/api/auth/token', { body: { email, password: 'demo-password', isCRMUser } });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await t.api.call('GET', '/api/bootstrap', { token, headers });
  expect(res.status).toBe(200);
  return ZBootstrap.parse(await res.json());
}

describe('GET /api/bootstrap', () => {
  it('guest: user null, every flag, public settings, language from Accept-Language', async () => {
    const res = await t.api.call('GET', '/api/bootstrap', { headers: { 'accept-language': 'en-US,en;q=0.8' } });
    expect(res.status).toBe(200);
    const boot = ZBootstrap.parse(await res.json());
    expect(boot.user).toBeNull();
    expect(boot.language).toBe('en');
    expect(Object.keys(boot.features).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(Object.keys(boot.views).sort()).toEqual([...VIEW_FLAGS].sort());
    expect(boot.settings).toMatchObject({ baseCurrency: 'EUR', lang: 'de', timezone: 'Europe/Berlin', maxGuestFormFileSizeinKb: 256, exchangeRates: { EUR: 1 } });
    expect(boot.settings.modulesAdmins).toBeUndefined();
    const noHeader = ZBootstrap.parse(await (await t.api.call('GET', '/api/bootstrap')).json());
    expect(noHeader.language).toBe('de');
  });

  it('admin: admin scope and the named modules admins', async () => {
    const boot = await bootstrapAs('admin@example.com');
    expect(boot.user).toMatchObject({ email: 'admin@example.com', userType: 'admin', permissions: { scope: ['admin'] }, isCRMUser: false });
    expect(boot.settings.modulesAdmins).toEqual(['admin@example.com']);
  });

  it('staff: exactly the four read scopes and the demo assets', async () => {
    const boot = await bootstrapAs('staff@example.com');
    expect(boot.user!.userType).toBe('user');
    expect(boot.user!.permissions.scope).toEqual(['bookings.read', 'customers.read', 'tours.read', 'schedules.read']);
    expect(boot.user!.asset).toEqual([{ ref: DEMO_RESORT_ID, type: 'resort' }, { ref: DEMO_VESSEL_ID, type: 'vessel' }]);
    expect(boot.settings.modulesAdmins).toBeUndefined();
  });

  it('agency: agencies.self and the demo agency', async () => {
    const boot = await bootstrapAs('agency@example.com');
    expect(boot.user).toMatchObject({ userType: 'Agency', permissions: { scope: ['agencies.self'] }, agency: DEMO_AGENCY_ID, customer: null });
  });

  it('customer: customers.self and the demo customer', async () => {
    const boot = await bootstrapAs('customer@example.com');
    expect(boot.user).toMatchObject({ userType: 'Customer', permissions: { scope: ['customers.self'] }, customer: DEMO_CUSTOMER_ID, agency: null });
  });

  it('club: a CRM user', async () => {
    const boot = await bootstrapAs('club@example.com', true);
    expect(boot.user).toMatchObject({ userType: 'Customer', isCRMUser: true, permissions: { scope: ['user', 'customers.self'] } });
  });

  it('without Accept-Language a user gets their own language setting', async () => {
    const login = await t.api.call('POST', '/api/auth/token', { body: { email: 'staff@example.com', password: 'demo-password' } });
    const { token } = (await login.json()) as { token: string };
    await t.api.call('POST', '/api/users/self', { token, body: { settings: { language: 'en' } } });
    expect(ZBootstrap.parse(await (await t.api.call('GET', '/api/bootstrap', { token })).json()).language).toBe('en');
    expect(ZBootstrap.parse(await (await t.api.call('GET', '/api/bootstrap', { token, headers: { 'accept-language': 'de' } })).json()).language).toBe('de');
  });

  it('a presented token that is revoked or unknown gives 401 instead of a guest bootstrap', async () => {
    const login = await t.api.call('POST', '/api/auth/token', { body: { email: 'staff@example.com', password: 'demo-password' } });
    const { token } = (await login.json()) as { token: string };
    await t.api.call('DELETE', '/api/auth/token', { token });
    const res = await t.api.call('GET', '/api/bootstrap', { token });
    expect(res.status).toBe(401);
    expect(ZApiError.parse(await res.json()).error).toBe('UnauthorizedError');
    expect((await t.api.call('GET', '/api/bootstrap', { token: 'y'.repeat(86) })).status).toBe(401);
  });
});
