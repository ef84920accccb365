// Dive readiness from the diver's signed forms (upstream/modules/dive/signed-forms.ts): the seeded
// medical questionnaire and liability waiver, found by their marker (purpose), count from their
// signature's day; a Yes on the medical needs the physician's approval staff record; the validity
// periods are settings; a form changed after signing does not count; staff-typed dates stay as a
// fallback and the newer of the two counts. Dates relative to the business clock and to the day
// the server stamped on the signature (its real time).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDiverRecord, TManifest } from '../../lib/contract/dive';
import { dayIn, setClock, today } from '../../upstream/clock';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays } from '../helpers/dates';
import { tokenOf } from './resources-fixtures';
import { post } from './schedules-fixtures';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let api: TTestApi;
let admin: string;
let day0: string;
const ids: Record<string, string> = {};
const defs: { medical: TJson; waiver: TJson } = { medical: {}, waiver: {} };
const YES_NO = ['lungs', 'heart', 'ears', 'surgery', 'medication', 'seizures', 'diabetes', 'pregnancy', 'behaviour', 'incident'];

async function call(method: string, path: string, body?: unknown, token: string | undefined = admin) {
  const res = await api.call(method, path, { token, body });
  const json = (await res.json().catch(() => null)) as TJson;
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200);
  return json;
}

/** Sends a form of the definition to the customer and answers it through its link, signed. */
async function sign(customer: string, kind: 'medical' | 'waiver', answers: TJson = {}): Promise<{ id: string; data: TJson; day: string }> {
  const def = defs[kind];
  const { id } = await call('POST', '/api/form', { name: `${kind} form`, formdef: def.id, customer });
  const { links } = await call('GET', `/api/form/${id}/links`);
  const token = (links[0].path as string).split('/').pop()!;
  const view = await call('GET', `/api/form/${id}?token=${token}`, undefined, undefined);
  const base = kind === 'medical'
    ? { fullName: 'A Diver', birthday: '1990-05-01', ...Object.fromEntries(YES_NO.map((k) => [k, 'No'])) }
    : { fullName: 'A Diver', risks: ['I agree'], rules: ['I agree'], fitness: ['I agree'] };
  const sent = await call('POST', `/api/form/${id}?token=${token}`, { data: { ...base, ...answers, signature: { name: 'A Diver', formHash: view.formHash } } }, undefined);
  // The signature's day in the operator's time zone (general.timezone).
  const { timezone } = await call('GET', '/api/settings/group/general');
  return { id, data: sent.data, day: dayIn(timezone, new Date(sent.data.signature.signedAt)) };
}

async function manifestOf(plan: string, customer: string) {
  const m = (await call('GET', `/api/diveplan/${plan}/manifest`)) as TManifest;
  return m.divers.find((d) => d.customer === customer)!;
}
const record = async (customer: string) => (await call('GET', `/api/dive/divers/${customer}`)) as TDiverRecord;

/** A dive on `date` (no certification needed) with the customers on it. */
async function diveOn(date: string, customers: string[]): Promise<string> {
  const plan = (await post(api, admin, '/api/diveplan', { name: `Dive ${date}`, date, start: '09:00', type: ids.type, resort: ids.resort })).id;
  for (const c of customers) await call('POST', `/api/diveplan/${plan}/divers`, { customer: c });
  return plan;
}

beforeAll(async () => {
  setClock({ at: new Date(`${today()}T12:00:00Z`) });
  day0 = today();
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  const { data } = await call('GET', '/api/formdef?size=0');
  defs.medical = data.find((d: TJson) => d.purpose === 'diveMedical');
  defs.waiver = data.find((d: TJson) => d.purpose === 'diveWaiver');
  ids.resort = (await post(api, admin, '/api/resort', { name: 'Form Bay', timezone: 'UTC' })).id;
  ids.type = (await post(api, admin, '/api/divetype', { name: 'Snorkel-level dive', requiredLevel: 'none' })).id;
  const room = (await post(api, admin, '/api/rooms', { name: 'FB 1', type: 'Room', resort: ids.resort, availableBeds: 6 })).id;
  const names = ['Ann', 'Ben', 'Cat', 'Dov', 'Eli'];
  for (const n of names) ids[n] = (await post(api, admin, '/api/customers', { fullName: `${n} Signer` })).id;
  const b = await post(api, admin, '/api/bookings', {
    title: 'Signers', rooms: [{ room, dateFrom: addDays(day0, -2), dateTo: addDays(day0, 40), guests: names.map((n) => ({ customer: ids[n], firstName: n, gender: 'f' })) }],
  }, 201);
  expect((await api.call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`, { token: admin })).status).toBe(200);
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('the seeded diver forms', () => {
  it('are marked as the medical questionnaire and the waiver, and the marker is no content change', async () => {
    expect(defs.medical).toMatchObject({ name: 'Diver medical questionnaire', purpose: 'diveMedical' });
    expect(defs.waiver).toMatchObject({ name: 'Liability waiver', purpose: 'diveWaiver' });
    const rec = await record(ids.Ann);
    expect(rec.medical).toMatchObject({ date: null, source: null, formdef: defs.medical.id, latest: null });
    expect(rec.waiver).toMatchObject({ date: null, source: null, formdef: defs.waiver.id, latest: null });
  });
});

describe('readiness from signed forms', () => {
  it('a signed medical with every answer No and a signed waiver: ready, both dated by the signature', async () => {
    const med = await sign(ids.Ann, 'medical');
    const wai = await sign(ids.Ann, 'waiver');
    const plan = await diveOn(addDays(med.day, 1), [ids.Ann]);
    const diver = await manifestOf(plan, ids.Ann);
    expect(diver.problems).toEqual([]);
    expect(diver.medical).toMatchObject({ status: 'ok', date: med.day, source: 'form', validUntil: addDays(med.day, 365) });
    expect(diver.waiver).toMatchObject({ status: 'ok', date: wai.day, source: 'form' });
    const rec = await record(ids.Ann);
    expect(rec.medical).toMatchObject({ date: med.day, source: 'form', form: med.id, needsPhysician: false, latest: { id: med.id, status: 'submitted', signatureValid: true } });
    expect(rec.waiver).toMatchObject({ date: wai.day, source: 'form', form: wai.id });
    // The staff's own fields stay empty: nothing was typed.
    expect(rec).toMatchObject({ medicalDate: null, waiverDate: null });
  });

  it('a form not yet answered does not count', async () => {
    await call('POST', '/api/form', { name: 'unanswered', formdef: defs.medical.id, customer: ids.Dov });
    const rec = await record(ids.Dov);
    expect(rec.medical).toMatchObject({ date: null, source: null, latest: { status: 'open', signedAt: null, signatureValid: null } });
    const plan = await diveOn(addDays(day0, 2), [ids.Dov]);
    expect((await manifestOf(plan, ids.Dov)).problems).toEqual(['medicalMissing', 'waiverMissing']);
  });

  it('a Yes answer needs the physician\'s approval recorded by staff between the questionnaire and the dive', async () => {
    const med = await sign(ids.Ben, 'medical', { ears: 'Yes', details: 'Grommets as a child' });
    await sign(ids.Ben, 'waiver');
    const plan = await diveOn(addDays(med.day, 2), [ids.Ben]);
    let diver = await manifestOf(plan, ids.Ben);
    expect(diver.problems).toEqual(['physicianApprovalMissing']);
    expect(diver.medical.status).toBe('needsPhysician');
    expect((await record(ids.Ben)).medical.needsPhysician).toBe(true);
    // An approval dated before the questionnaire does not do.
    await call('POST', `/api/dive/divers/${ids.Ben}`, { physicianApprovedOn: addDays(med.day, -1) });
    expect((await manifestOf(plan, ids.Ben)).problems).toEqual(['physicianApprovalMissing']);
    await call('POST', `/api/dive/divers/${ids.Ben}`, { physicianApprovedOn: addDays(med.day, 1) });
    diver = await manifestOf(plan, ids.Ben);
    expect(diver.problems).toEqual([]);
    expect(diver.medical.status).toBe('ok');
    // The roll call lets the diver in without an override.
    expect((await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: ids.Ben, event: 'in' })).inAt).toBeTruthy();
  });

  it('the validity periods are settings: a shorter one expires the medical and the waiver', async () => {
    const med = await sign(ids.Eli, 'medical');
    const wai = await sign(ids.Eli, 'waiver');
    const later = addDays(med.day > wai.day ? med.day : wai.day, 6);
    const plan = await diveOn(later, [ids.Eli]);
    expect((await manifestOf(plan, ids.Eli)).problems).toEqual([]);
    try {
      await call('POST', '/api/settings/group/general', { medicalValidDays: 5 });
      let diver = await manifestOf(plan, ids.Eli);
      expect(diver.problems).toEqual(['medicalExpired']);
      expect(diver.medical).toMatchObject({ status: 'expired', validUntil: addDays(med.day, 5) });
      await call('POST', '/api/settings/group/general', { medicalValidDays: 365, waiverValidDays: 5 });
      diver = await manifestOf(plan, ids.Eli);
      expect(diver.problems).toEqual(['waiverExpired']);
      expect((await record(ids.Eli)).waiver.validUntil).toBe(addDays(wai.day, 5));
      // Out of range: refused with the error shape.
      const bad = await api.call('POST', '/api/settings/group/general', { token: admin, body: { waiverValidDays: 0 } });
      expect(bad.status).toBe(400);
    } finally {
      await call('POST', '/api/settings/group/general', { medicalValidDays: null, waiverValidDays: null });
    }
    expect((await manifestOf(plan, ids.Eli)).problems).toEqual([]);
  });

  it('a form changed after signing does not count, not even an older staff entry behind it', async () => {
    await call('POST', `/api/dive/divers/${ids.Cat}`, { medicalDate: addDays(day0, -30), waiverDate: addDays(day0, -30) });
    const med = await sign(ids.Cat, 'medical', { heart: 'Yes' });
    const wai = await sign(ids.Cat, 'waiver');
    const plan = await diveOn(addDays(med.day, 1), [ids.Cat]);
    expect((await manifestOf(plan, ids.Cat)).problems).toEqual(['physicianApprovalMissing']);
    // The office cannot change the answers behind a signature (issue 31: 409); changed in the
    // database behind it (a Yes becomes a No; the waiver's name), the forms no longer count.
    expect((await api.call('POST', `/api/form/${med.id}`, { token: admin, body: { data: { ...med.data, heart: 'No' } } })).status).toBe(409);
    await api.handle.db.execute(sql`UPDATE forms SET data = ${JSON.stringify({ ...med.data, heart: 'No' })}::jsonb WHERE id = ${med.id}`);
    await api.handle.db.execute(sql`UPDATE forms SET data = ${JSON.stringify({ ...wai.data, fullName: 'Someone Else' })}::jsonb WHERE id = ${wai.id}`);
    const diver = await manifestOf(plan, ids.Cat);
    expect(diver.problems).toEqual(['medicalMissing', 'waiverMissing']);
    expect(diver.medical).toMatchObject({ status: 'missing', date: null, source: 'form' });
    const rec = await record(ids.Cat);
    expect(rec.medical.latest).toMatchObject({ id: med.id, signatureValid: false });
    expect(rec.waiver.latest).toMatchObject({ id: wai.id, signatureValid: false });
  });
});

describe('staff-typed dates (paper forms at the desk)', () => {
  it('count when newer than the signed form, and the record says where each date came from', async () => {
    // Cat's forms no longer check; the desk takes new paper forms after them.
    const after = addDays(day0, 3);
    await call('POST', `/api/dive/divers/${ids.Cat}`, { medicalDate: after, waiverDate: after, medicalNeedsPhysician: false });
    const plan = await diveOn(addDays(day0, 4), [ids.Cat]);
    const diver = await manifestOf(plan, ids.Cat);
    expect(diver.problems).toEqual([]);
    expect(diver.medical).toMatchObject({ date: after, source: 'staff' });
    expect(diver.waiver).toMatchObject({ date: after, source: 'staff' });
    // Ann's signed forms are newer than an old paper waiver: the form counts.
    await call('POST', `/api/dive/divers/${ids.Ann}`, { waiverDate: addDays(day0, -100) });
    const rec = await record(ids.Ann);
    expect(rec.waiver.source).toBe('form');
    expect(rec.waiverDate).toBe(addDays(day0, -100));
  });
});
