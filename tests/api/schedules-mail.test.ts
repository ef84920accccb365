// POST /api/schedules/{id}/sendMail: one queued mail per guest address of the departure, in the
// guest's language; guests without an address and repeated addresses are reported as skipped.
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './resources-fixtures';
import { fleet, post, S1, type TFleet } from './schedules-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let f: TFleet;
let template: string;
beforeAll(async () => {
  f = await fleet(t.api, t.admin, 'Mail');
  const en = (await post(t.api, t.admin, '/api/customers', { fullName: 'Ann Shore', email: 'Ann.Shore@example.com', language: 'en' })).id;
  const de = (await post(t.api, t.admin, '/api/customers', { fullName: 'Dirk Tief', email: 'dirk@example.com', language: 'de' })).id;
  // Ann holds both beds of cabin C; Dirk is the lead customer of a booking whose guest is unnamed.
  await post(t.api, t.admin, '/api/bookings', {
    type: 'tour', schedule: f.s1, tour: f.tour, vessel: f.vessel,
    rooms: [{ room: f.cabinC, ...S1, guests: [{ customer: en, gender: 'f' }, { customer: en, gender: 'f' }] }],
  }, 201);
  await post(t.api, t.admin, '/api/bookings', {
    type: 'tour', schedule: f.s1, tour: f.tour, vessel: f.vessel, customer: de,
    rooms: [{ room: f.cabinB, ...S1, guests: [{ gender: 'm' }] }],
  }, 201);
  template = (await post(t.api, t.admin, '/api/mail/template', {
    name: 'Briefing', subject: { de: 'Einweisung an Bord', en: 'Briefing on board' }, body: { de: 'Hallo', en: 'Hello' },
  })).id;
});

async function queued(): Promise<{ to: string; subject: string; status: string; template: string }[]> {
  const res = await t.api.call('GET', `/api/mailqueue?size=0&filter=${encodeURIComponent(JSON.stringify({ template }))}`, { token: t.admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { to: string; subject: string; status: string; template: string }[] }).data;
}

describe('POST /api/schedules/{id}/sendMail', () => {
  it('refuses bad bodies, unknown templates and callers without schedules.update, writing nothing', async () => {
    const send = (body: unknown, token = t.admin) => t.api.call('POST', `/api/schedules/${f.s1}/sendMail`, { token, body });
    expect((await send({ template, extra: 1 })).status).toBe(400);
    expect((await send({ template: 'not-a-uuid' })).status).toBe(400);
    expect((await send({ template: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await send({ template }, await tokenOf(t.api, 'staff@example.com'))).status).toBe(403);
    expect((await t.api.call('POST', '/api/schedules/00000000-0000-4000-8000-000000000000/sendMail', { token: t.admin, body: { template } })).status).toBe(404);
    expect(await queued()).toEqual([]);
  });

  it('queues one mail per address in the guest language and names the skipped guests', async () => {
    const res = await t.api.call('POST', `/api/schedules/${f.s1}/sendMail`, { token: t.admin, body: { template } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { queued: number; skipped: { name: string; reason: string }[] };
    expect(body.queued).toBe(2);
    // Ida and Ole Lund (no customer, no lead), Sven Berg (no customer, no lead), Ann's second bed.
    expect(body.skipped.map((s) => [s.name, s.reason]).sort()).toEqual([
      ['Ann Shore', 'DUPLICATE'], ['Ida Lund', 'NO_EMAIL'], ['Ole Lund', 'NO_EMAIL'], ['Sven Berg', 'NO_EMAIL'],
    ]);
    const rows = (await queued()).map((m) => [m.to, m.subject, m.status]).sort();
    expect(rows).toEqual([['ann.shore@example.com', 'Briefing on board', 'planned'], ['dirk@example.com', 'Einweisung an Bord', 'planned']]);
  });

  it('an inactive template is refused with 409 and queues nothing more', async () => {
    expect((await t.api.call('POST', `/api/mail/template/${template}`, { token: t.admin, body: { isActive: false } })).status).toBe(200);
    const res = await t.api.call('POST', `/api/schedules/${f.s1}/sendMail`, { token: t.admin, body: { template } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'ConflictError', message: 'TEMPLATE_INACTIVE' });
    expect(await queued()).toHaveLength(2);
  });
});
