// Dive operations (upstream/modules/dive): the day plan with guests in house and its warnings, the
// manifest (JSON and PDF), readiness gates and named overrides, the roll call, closing a dive
// (refused while a diver is in the water) and the dive log entries it writes. Dates relative to
// the business clock, stopped at noon UTC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TManifest, TPlanDay } from '../../lib/contract/dive';
import { setClock, today } from '../../upstream/clock';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { tokenOf, userWith } from './resources-fixtures';
import { post } from './schedules-fixtures';

let api: TTestApi;
let admin: string;
let day0: string;
const d = (n: number) => addDays(day0, n);
const ids: Record<string, string> = {};

async function call(method: string, path: string, body?: unknown, token = admin) {
  const res = await api.call(method, path, { token, body });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> & { description?: string; message?: string } };
}
async function planDay(date: string, token = admin): Promise<TPlanDay> {
  const r = await call('GET', `/api/dive/plan?date=${date}`, undefined, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as TPlanDay;
}
async function manifest(plan: string): Promise<TManifest> {
  const r = await call('GET', `/api/diveplan/${plan}/manifest`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as TManifest;
}
const diverOf = (m: TManifest, c: string) => m.divers.find((x) => x.customer === c)!;
const roll = (plan: string, customer: string, event: 'in' | 'out', extra: Record<string, unknown> = {}, token = admin) =>
  call('POST', `/api/diveplan/${plan}/rollcall`, { customer, event, ...extra }, token);

/** The text a PDF shows, read with pdf.js: one drawn piece (a table cell) a line. */
const pdfText = async (bytes: Uint8Array) => (await readPdf(new Uint8Array(bytes))).items;

beforeAll(async () => {
  setClock({ at: new Date(`${today()}T12:00:00Z`) });
  day0 = today();
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  ids.resort = (await post(api, admin, '/api/resort', { name: 'Dive Bay', timezone: 'UTC' })).id;
  ids.other = (await post(api, admin, '/api/resort', { name: 'Other Bay', timezone: 'UTC' })).id;
  const room = async (name: string, resort: string) => (await post(api, admin, '/api/rooms', { name, type: 'Room', resort, availableBeds: 2 })).id;
  const customer = async (fullName: string) => (await post(api, admin, '/api/customers', { fullName })).id;
  for (const n of ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve']) ids[n] = await customer(`${n} Diver`);
  const book = async (roomId: string, from: number, to: number, guests: string[], confirm = true) => {
    const b = await post(api, admin, '/api/bookings', { title: guests.join('+'), rooms: [{ room: roomId, dateFrom: d(from), dateTo: d(to), guests: guests.map((g) => ({ customer: ids[g], firstName: g, gender: 'f' })) }] }, 201);
    if (confirm) expect((await api.call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`, { token: admin })).status).toBe(200);
    return b.id;
  };
  // Ada, Ben and Cleo stay at Dive Bay over day 1; Dan leaves on day 1 (not a dive day); Eve is at the other resort.
  await book(await room('DV 1', ids.resort), 0, 4, ['Ada', 'Ben']);
  await book(await room('DV 2', ids.resort), -1, 3, ['Cleo']);
  await book(await room('DV 3', ids.resort), -3, 1, ['Dan']);
  await book(await room('OT 1', ids.other), 0, 4, ['Eve']);
  ids.boat = (await post(api, admin, '/api/diveboat', { name: 'Dive Bay Rib', capacity: 2, resort: ids.resort })).id;
  ids.type = (await post(api, admin, '/api/divetype', { name: 'Deep wreck', requiredLevel: 'advanced', diversPerGuide: 2 })).id;
  ids.site = (await post(api, admin, '/api/divesite', { name: 'Bay Wreck', maxDepth: 32 })).id;
  ids.guide = (await post(api, admin, '/api/employee', { name: 'Gil Guide', resort: ids.resort })).id;
  ids.plan = (await post(api, admin, '/api/diveplan', {
    name: 'Morning wreck', date: d(1), start: '08:00', diveSite: ids.site, boat: ids.boat, type: ids.type, diveGuide: ids.guide, crew: ['Cap Kai'], resort: ids.resort,
  })).id;
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('plan', () => {
  it('lists the guests in house on the day with a customer record, in the dive\'s resort', async () => {
    const day = await planDay(d(1));
    expect(day.guests.map((g) => g.name)).toEqual(['Ada Diver', 'Ben Diver', 'Cleo Diver', 'Eve Diver']);
    expect(day.boats).toHaveLength(1);
    expect(day.boats[0].boat?.name).toBe('Dive Bay Rib');
    expect(day.boats[0].dives[0]).toMatchObject({ name: 'Morning wreck', site: { name: 'Bay Wreck' }, guide: { name: 'Gil Guide' }, divers: 0, warnings: [] });
  });

  it('puts only guests in house in the dive\'s resort on the dive', async () => {
    expect((await call('POST', `/api/diveplan/${ids.plan}/divers`, { customer: ids.Dan })).status).toBe(400);
    expect((await call('POST', `/api/diveplan/${ids.plan}/divers`, { customer: ids.Eve })).status).toBe(400);
    expect((await call('POST', `/api/diveplan/${ids.plan}/divers`, { customer: ids.Ada, gas: 'nitrox' })).status).toBe(400);
    const ada = await call('POST', `/api/diveplan/${ids.plan}/divers`, { customer: ids.Ada, gas: 'nitrox', nitroxPercent: 32, tankSize: 12, gear: ['BCD M', 'Wetsuit 5 mm M'] });
    expect(ada.status, JSON.stringify(ada.body)).toBe(200);
    expect((await call('POST', `/api/diveplan/${ids.plan}/divers`, { customer: ids.Ada })).status).toBe(409);
    expect((await call('POST', `/api/diveplan/${ids.plan}/divers`, { customer: ids.Ben, tankSize: 15 })).status).toBe(200);
  });

  it('warns over the boat\'s capacity and the guide ratio, and without a guide', async () => {
    expect((await call('POST', `/api/diveplan/${ids.plan}/divers`, { customer: ids.Cleo })).status).toBe(200);
    let dive = (await planDay(d(1))).boats[0].dives[0];
    expect(dive.divers).toBe(3);
    expect(dive.warnings).toEqual(['overCapacity', 'overRatio']);
    expect((await call('POST', `/api/diveplan/${ids.plan}`, { diveGuide: null })).status).toBe(200);
    dive = (await planDay(d(1))).boats[0].dives[0];
    expect(dive.warnings).toEqual(['overCapacity', 'noGuide']);
    expect((await call('POST', `/api/diveplan/${ids.plan}`, { diveGuide: ids.guide })).status).toBe(200);
    const del = await call('DELETE', `/api/diveplan/${ids.plan}/divers/${ids.Cleo}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await planDay(d(1))).boats[0].dives[0].warnings).toEqual([]);
    // The ratio per certification level (general.diversPerGuideByLevel): Ada and Ben hold no
    // verified certification yet, so a limit of one uncertified diver per guide makes two too many.
    expect((await call('POST', '/api/settings/group/general', { diversPerGuideByLevel: { none: 1, advanced: 4 } })).status).toBe(200);
    expect((await planDay(d(1))).boats[0].dives[0].warnings).toEqual(['overRatio']);
    expect((await call('POST', '/api/settings/group/general', { diversPerGuideByLevel: { none: 0 } })).status).toBe(400);
    expect((await call('POST', '/api/settings/group/general', { diversPerGuideByLevel: {} })).status).toBe(200);
    expect((await planDay(d(1))).boats[0].dives[0].warnings).toEqual([]);
  });

  it('shows a caller limited to another resort neither the dive nor its guests', async () => {
    const limited = await userWith(api, ['diveplan.read'], [{ ref: ids.other, type: 'resort' }]);
    const day = await planDay(d(1), limited);
    expect(day.boats).toEqual([]);
    expect(day.guests.map((g) => g.name)).toEqual(['Eve Diver']);
    expect((await call('GET', `/api/diveplan/${ids.plan}/manifest`, undefined, limited)).status).toBe(404);
    expect((await call('GET', `/api/dive/plan?date=${d(1)}`, undefined, await userWith(api, ['customers.read']))).status).toBe(403);
  });
});

describe('readiness and the roll call', () => {
  it('shows on the manifest why a diver is not ready, and refuses them into the water', async () => {
    const m = await manifest(ids.plan);
    // Ada breathes nitrox: without a verified nitrox speciality that is a problem too.
    expect(diverOf(m, ids.Ada).problems).toEqual(['noCertification', 'specialityMissing', 'medicalMissing', 'waiverMissing']);
    expect(diverOf(m, ids.Ada).missingSpecialities).toEqual(['nitrox']);
    expect(m.dive.notReady).toBe(2);
    const r = await roll(ids.plan, ids.Ada, 'in');
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('DIVER_NOT_READY');
    expect(r.body.description).toContain('noCertification');
  });

  it('counts only a verified certification at or above the required level', async () => {
    const low = await post(api, admin, `/api/dive/divers/${ids.Ada}/certifications`, { agency: 'SSI', level: 'openWater' });
    await post(api, admin, `/api/dive/certifications/${low.id}/verify`, undefined);
    const high = await post(api, admin, `/api/dive/divers/${ids.Ada}/certifications`, { agency: 'PADI', level: 'rescue', number: 'R-1', specialities: ['nitrox', 'deep'] });
    expect(diverOf(await manifest(ids.plan), ids.Ada).problems).toContain('certificationUnverified');
    const verified = await post(api, admin, `/api/dive/certifications/${high.id}/verify`, undefined);
    expect(verified).toMatchObject({ verifiedByName: expect.any(String), verifiedAt: expect.any(String) });
    expect(diverOf(await manifest(ids.plan), ids.Ada).problems).toEqual(['medicalMissing', 'waiverMissing']);
  });

  it('fails closed on an expired medical, a missing physician approval and an expired waiver', async () => {
    await call('POST', `/api/dive/divers/${ids.Ada}`, { medicalDate: addDays(d(1), -366), waiverDate: addDays(d(1), -366) });
    expect(diverOf(await manifest(ids.plan), ids.Ada).problems).toEqual(['medicalExpired', 'waiverExpired']);
    await call('POST', `/api/dive/divers/${ids.Ada}`, { medicalDate: d(-1), medicalNeedsPhysician: true, waiverDate: d(0) });
    const a = diverOf(await manifest(ids.plan), ids.Ada);
    expect(a.problems).toEqual(['physicianApprovalMissing']);
    expect(a.medical.status).toBe('needsPhysician');
    await call('POST', `/api/dive/divers/${ids.Ada}`, { physicianApprovedOn: d(0), emergencyName: 'Pat Home', emergencyPhone: '+44 20 7946 0000' });
    const ok = diverOf(await manifest(ids.plan), ids.Ada);
    expect(ok.problems).toEqual([]);
    expect(ok).toMatchObject({ certification: { agency: 'PADI', level: 'rescue', verified: true }, gas: 'nitrox', nitroxPercent: 32, gear: ['BCD M', 'Wetsuit 5 mm M'], emergency: { name: 'Pat Home' } });
  });

  it('lets a diver in only with a named override with a reason, and keeps who and why', async () => {
    expect((await roll(ids.plan, ids.Ben, 'in', { override: { reason: 'no' } })).status).toBe(400);
    const staff = await userWith(api, ['diveplan.read', 'diveplan.update']);
    const r = await roll(ids.plan, ids.Ben, 'in', { at: `${d(1)}T08:12:00Z`, override: { reason: 'Card seen on the PADI app, scan follows' } }, staff);
    // The dive is tomorrow: a check-off time in the future is refused, the time of now is fine.
    expect(r.status).toBe(400);
    const ok = await roll(ids.plan, ids.Ben, 'in', { at: `${d(0)}T11:40:00Z`, override: { reason: 'Card seen on the PADI app, scan follows' } }, staff);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const ben = diverOf(await manifest(ids.plan), ids.Ben);
    expect(ben.override).toMatchObject({ byName: 'Test', reason: 'Card seen on the PADI app, scan follows', problems: ['noCertification', 'medicalMissing', 'waiverMissing'] });
    expect(ben.inAt).toBe(`${d(0)}T11:40:00.000Z`);
  });

  it('checks a ready diver in, repeats change nothing, and out cannot come before in', async () => {
    expect((await roll(ids.plan, ids.Ada, 'out')).status).toBe(409);
    expect((await roll(ids.plan, ids.Ada, 'in', { at: `${d(0)}T11:45:00Z` })).status).toBe(200);
    const again = await roll(ids.plan, ids.Ada, 'in', { at: `${d(0)}T11:50:00Z` });
    expect(again.body.inAt).toBe(`${d(0)}T11:45:00.000Z`);
    expect((await roll(ids.plan, ids.Ada, 'out', { at: `${d(0)}T11:00:00Z` })).status).toBe(400);
    expect((await call('DELETE', `/api/diveplan/${ids.plan}/divers/${ids.Ada}`)).status).toBe(409);
    expect((await planDay(d(1))).boats[0].dives[0].inWater).toBe(2);
  });
});

describe('closing a dive', () => {
  it('is refused while a diver is in the water, naming them', async () => {
    expect((await roll(ids.plan, ids.Ada, 'out', { at: `${d(0)}T11:58:00Z` })).status).toBe(200);
    const r = await call('POST', `/api/diveplan/${ids.plan}/close`, { maxDepth: 24 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('DIVERS_IN_WATER');
    expect(r.body.description).toContain('Ben Diver');
    expect((await call('GET', `/api/diveplan/${ids.plan}`)).body.status).toBe('planned');
  });

  it('writes each diver\'s log entry from the roll call, then the dive no longer changes', async () => {
    expect((await roll(ids.plan, ids.Ben, 'out', { at: `${d(0)}T11:59:00Z` })).status).toBe(200);
    const r = await call('POST', `/api/diveplan/${ids.plan}/close`, { maxDepth: 24, depths: { [ids.Ada]: 28.5 }, comment: 'Good vis' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((r.body.logs as string[]).length).toBe(2);
    const logs = (await call('GET', `/api/divelog?size=0&filter=${encodeURIComponent(JSON.stringify({ divePlan: ids.plan }))}&sort=depth&order=-1`)).body.data as Record<string, unknown>[];
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({
      date: d(1), start: '11:45', end: '11:58', customer: ids.Ada, depth: 28.5, boat: ids.boat, diveSite: ids.site, type: ids.type,
      diveGuide: ids.guide, crew: ['Cap Kai'], rentalGear: ['BCD M', 'Wetsuit 5 mm M'], tankSize: 12, airMix: 'EAN32', comment: 'Good vis', resort: ids.resort,
    });
    expect(logs[1]).toMatchObject({ customer: ids.Ben, depth: 24, airMix: 'Air', tankSize: 15, start: '11:40', end: '11:59' });
    expect((await call('GET', `/api/diveplan/${ids.plan}`)).body.status).toBe('closed');
    expect((await call('POST', `/api/diveplan/${ids.plan}/close`, {})).status).toBe(409);
    expect((await roll(ids.plan, ids.Cleo, 'in')).status).toBe(409);
    expect((await call('POST', `/api/diveplan/${ids.plan}`, { name: 'Renamed' })).status).toBe(409);
    expect((await call('DELETE', `/api/diveplan/${ids.plan}`)).status).toBe(409);
    // Staff edit a written log entry (the dive log stays editable).
    const edit = await call('POST', `/api/divelog/${logs[1].id}`, { depth: 22, comment: 'Turned early' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ depth: 22, divePlan: ids.plan });
    // A copy of the closed dive starts planned (copying a day's plan).
    const copy = await call('POST', `/api/diveplan/${ids.plan}/copy`);
    expect(copy.body.status ?? (await call('GET', `/api/diveplan/${copy.body.id}`)).body.status).toBe('planned');
  });

  it('copies a day\'s dives to another day, planned and without divers', async () => {
    const r = await call('POST', '/api/dive/plan/copy', { from: d(1), to: d(8) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const day = await planDay(d(8));
    const dives = day.boats.flatMap((b) => b.dives);
    expect(dives).toHaveLength((r.body.ids as string[]).length);
    expect(dives.find((x) => x.name === 'Morning wreck')).toMatchObject({ status: 'planned', divers: 0, start: '08:00', site: { name: 'Bay Wreck' }, guide: { name: 'Gil Guide' }, crew: ['Cap Kai'], resort: ids.resort, vessel: null });
    expect((await call('POST', '/api/dive/plan/copy', { from: d(30), to: d(31) })).status).toBe(404);
    expect((await call('POST', '/api/dive/plan/copy', { from: d(1), to: d(1) })).status).toBe(400);
  });

  it('prints the manifest as a PDF with divers, certification, gas, gear and the override, in the language asked for', async () => {
    const pdf = async (query: string) => {
      const res = await api.call('GET', `/api/diveplan/${ids.plan}/manifest/pdf${query}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      return pdfText(Buffer.from(await res.arrayBuffer()));
    };
    const en = await pdf('?lang=en');
    expect(en).toContain('Dive manifest: Morning wreck');
    expect(en).toMatch(/Ada Diver\nPADI Rescue\nEAN32 12 l\nBCD M, Wetsuit 5 mm M\nok\nok\nPat Home \+44 20 7946 0000\n11:45 \/ 11:58/);
    expect(en).toMatch(/Ben Diver\nnone/);
    expect(en).toContain('Override by Test: Card seen on the PADI app, scan follows (');
    expect(en).not.toMatch(/medicalMissing|noCertification|requires openWater/);
    // German by default (issue 33 item 14: no English codes in a German back office).
    const de = await pdf('');
    expect(de).toContain('Tauchmanifest: Morning wreck');
    expect(de).toMatch(/Ben Diver\nkeine/);
    expect(de).toContain('Freigabe durch Test: Card seen on the PADI app, scan follows (');
    expect(de).toMatch(/erfordert (Open Water|Advanced|Rescue|Scuba Diver)/);
    expect(de).not.toMatch(/Dive manifest|Override by|medicalMissing|noCertification|requires/);
    expect((await api.call('GET', `/api/diveplan/${ids.plan}/manifest/pdf?lang=fr`, { token: admin })).status).toBe(400);
  });
});

describe('dive statistics', () => {
  it('counts the logged dives per day, site, guide, boat and gas, with divers, within the caller\'s assets', async () => {
    const r = await call('GET', `/api/dive/stats?from=${d(0)}&to=${d(2)}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      dives: 2, divers: 2, repeatDivers: 0,
      perDay: [{ key: d(1), count: 2 }], perSite: [{ name: 'Bay Wreck', count: 2 }], perGuide: [{ name: 'Gil Guide', count: 2 }],
      perBoat: [{ name: 'Dive Bay Rib', count: 2 }],
    });
    expect((r.body.perGas as { name: string; count: number }[]).map((g) => `${g.name}:${g.count}`).sort()).toEqual(['Air:1', 'EAN32:1']);
    const other = await userWith(api, ['divelog.read'], [{ ref: ids.other, type: 'resort' }]);
    expect((await call('GET', `/api/dive/stats?from=${d(0)}&to=${d(2)}`, undefined, other)).body).toMatchObject({ dives: 0, perSite: [] });
    expect((await call('GET', `/api/dive/stats?from=${d(2)}&to=${d(0)}`)).status).toBe(400);
    const csv = await api.call('GET', `/api/dive/stats/csv?from=${d(0)}&to=${d(2)}`, { token: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('dimension,key,name,count\n')).toBe(true);
    expect(text).toContain(`perSite,${ids.site},Bay Wreck,2`);
    expect(text).toContain('total,,dives,2');
  });
});
