// Attack suite, objects (issue 5): an agency never reads, lists, exports, changes or deletes
// another agency's bookings or customers; a customer likewise with customers.self; a staff user
// limited to one resort never reaches another asset's booking. An id that is not the caller's
// answers exactly like an id that does not exist (404, never 403), and nothing changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, LIMITED_STAFF_RESORT, OTHER_AGENCY_ID, type TCaller } from '../attack/personas';
import { NO_SUCH_ID, operationsOf, type TOp } from '../attack/openapi-ops';
import { DEMO_AGENCY_ID, DEMO_CUSTOMER_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
const t = apiFile({ personas: true });
let ops: TOp[];

const as = (c: TCaller, method: string, path: string, body?: unknown) => callAs(t.api, c, method, path, body);
const json = async (res: Response) => (await res.json()) as TRec & { data: TRec[]; message?: string };
const idsOf = async (c: TCaller, path: string) => (await json(await as(c, 'GET', path))).data.map((r) => r.id);

/** Every call of the document under `prefix/{id}`, with `id` filled in (other ids: a random uuid). */
function callsOn(prefix: string, id: string): TOp[] {
  return ops.filter((o) => o.pattern.startsWith(`${prefix}/{id}`)).map((o) => ({ ...o, path: o.pattern.replace('{id}', id).replace(/\{[^}]+\}/g, NO_SUCH_ID) }));
}

/** The caller's answer for a foreign id must equal the answer for an id that does not exist,
 *  must not be a success and must not be a 403 for a caller who may use the calls at all. */
async function expectIndistinguishable(c: TCaller, prefix: string, foreignId: string): Promise<string[]> {
  const out: string[] = [];
  for (const op of callsOn(prefix, foreignId)) {
    const body = ['POST', 'PUT', 'PATCH'].includes(op.method) ? {} : undefined;
    const foreign = await as(c, op.method, op.path, body);
    const none = await as(c, op.method, op.path.replace(foreignId, NO_SUCH_ID), body);
    const [a, b] = [await foreign.text(), await none.text()];
    const strip = (t: string) => t.replace(/"(timestamp|path)":"[^"]*"/g, '').replaceAll(foreignId, '<id>').replaceAll(NO_SUCH_ID, '<id>');
    if (foreign.status < 400 || foreign.status !== none.status || strip(a) !== strip(b)) out.push(`${op.method} ${op.pattern} foreign=${foreign.status} none=${none.status}`);
  }
  return out;
}

let agencyBooking: TRec;
let otherAgencyBooking: TRec;
let agencyCustomer: TRec;

beforeAll(async () => {
  ops = operationsOf((await (await t.api.call('GET', '/api/openapi.json')).json()) as Parameters<typeof operationsOf>[0]);
  const made = await as(t.who.agency, 'POST', '/api/bookings', { title: 'Agency victim booking' });
  expect(made.status).toBe(201);
  agencyBooking = await json(made);
  otherAgencyBooking = await json(await as(t.who.otherAgency, 'POST', '/api/bookings', { title: 'Other agency booking' }));
  agencyCustomer = await json(await as(t.who.agency, 'POST', '/api/customers', { fullName: 'Agency Victim Customer' }));
  expect(agencyCustomer.id).toBeTruthy();
}, 120_000);

describe('agency against another agency', () => {
  it('bookings are created for the caller\'s own agency, whatever the body says', async () => {
    expect(agencyBooking.agency).toBe(DEMO_AGENCY_ID);
    expect(otherAgencyBooking.agency).toBe(OTHER_AGENCY_ID);
    const forged = await json(await as(t.who.otherAgency, 'POST', '/api/bookings', { title: 'Forged', agency: DEMO_AGENCY_ID }));
    expect(forged.agency).toBe(OTHER_AGENCY_ID);
  });

  it('another agency\'s booking is not listed, searched, filtered or exported', async () => {
    const title = encodeURIComponent('Agency victim');
    expect(await idsOf(t.who.otherAgency, '/api/bookings?size=0')).not.toContain(agencyBooking.id);
    expect(await idsOf(t.who.otherAgency, `/api/bookings?size=0&search=${title}`)).toEqual([]);
    expect(await idsOf(t.who.otherAgency, `/api/bookings?size=0&filter=${encodeURIComponent(JSON.stringify({ agency: DEMO_AGENCY_ID }))}`)).toEqual([]);
    const csv = await (await as(t.who.otherAgency, 'GET', '/api/bookings/listCSV')).text();
    expect(csv).not.toContain(agencyBooking.id);
    expect(csv).not.toContain('Agency victim');
    expect(await idsOf(t.who.agency, '/api/bookings?size=0')).toContain(agencyBooking.id);
  });

  it('every call on another agency\'s booking answers like a booking that does not exist', async () => {
    expect(await expectIndistinguishable(t.who.otherAgency, '/api/bookings', agencyBooking.id)).toEqual([]);
    // with valid bodies too: 404, not 403
    expect((await as(t.who.otherAgency, 'GET', `/api/bookings/${agencyBooking.id}`)).status).toBe(404);
    expect((await as(t.who.otherAgency, 'POST', `/api/bookings/${agencyBooking.id}/cancell`, {})).status).toBe(404);
    expect((await as(t.who.otherAgency, 'DELETE', `/api/bookings/${agencyBooking.id}`)).status).toBe(404);
    // the body is valid (the admin's call passes validation), and another agency's booking is simply not there
    const room = [`rooms/${sid('rooms:101')}`, { dateFrom: demo('2027-06-01'), dateTo: demo('2027-06-05') }] as const;
    expect((await as(t.who.admin, 'POST', `/api/bookings/${otherAgencyBooking.id}/${room[0]}`, room[1])).status).toBe(200);
    expect((await as(t.who.otherAgency, 'POST', `/api/bookings/${agencyBooking.id}/${room[0]}`, room[1])).status).toBe(404);
    const after = await json(await as(t.who.admin, 'GET', `/api/bookings/${agencyBooking.id}`));
    expect(after).toMatchObject({ state: agencyBooking.state, title: 'Agency victim booking', agency: DEMO_AGENCY_ID });
  });

  it('an agency never keeps the operator\'s books, not even on its own booking (403 whatever the id)', async () => {
    const office: [string, unknown][] = [
      ['payment', { amount: 50_000, method: 'cash' }],
      ['calculation', { type: 'discount', text: 'Agency bonus', unitPrice: -100_000 }],
      ['reloadPrice', {}],
      ['checkin', undefined],
    ];
    const control = (await json(await as(t.who.admin, 'POST', '/api/bookings', { title: 'Control' }))).id;
    for (const [tail, body] of office) {
      expect((await as(t.who.admin, 'POST', `/api/bookings/${control}/${tail}`, body)).status, `admin ${tail}`).not.toBe(400);
      for (const id of [otherAgencyBooking.id, agencyBooking.id, NO_SUCH_ID]) {
        expect((await as(t.who.otherAgency, 'POST', `/api/bookings/${id}/${tail}`, body)).status, `agency ${tail}`).toBe(403);
      }
    }
    const own = await json(await as(t.who.otherAgency, 'GET', `/api/bookings/${otherAgencyBooking.id}/detail`));
    expect(JSON.stringify(own)).not.toContain('Agency bonus');
    expect(own.checkedIn).toBe(false);
  });

  it('another agency\'s customer is not listed, exported, read, changed, copied or deleted', async () => {
    expect(await idsOf(t.who.otherAgency, '/api/customers?size=0')).not.toContain(agencyCustomer.id);
    expect(await (await as(t.who.otherAgency, 'GET', '/api/customers/listCSV')).text()).not.toContain('Agency Victim Customer');
    expect(await expectIndistinguishable(t.who.otherAgency, '/api/customers', agencyCustomer.id)).toEqual([]);
    expect((await as(t.who.otherAgency, 'POST', `/api/customers/${agencyCustomer.id}`, { note: 'mine now' })).status).toBe(404);
    expect((await json(await as(t.who.admin, 'GET', `/api/customers/${agencyCustomer.id}`))).note ?? null).toBeNull();
  });

  it('a booking cannot be pointed at another agency\'s customer, neither as its customer nor as a guest', async () => {
    const res = await as(t.who.otherAgency, 'POST', '/api/bookings', { title: 'Steal', customer: agencyCustomer.id });
    expect([400, 404]).toContain(res.status);
    const room = sid('rooms:102');
    const stay = { dateFrom: demo('2027-07-01'), dateTo: demo('2027-07-03') };
    const guest = { customer: agencyCustomer.id, lastName: 'Stolen' };
    const viaCreate = await as(t.who.otherAgency, 'POST', '/api/bookings', { title: 'Steal 2', rooms: [{ room, ...stay, guests: [guest] }] });
    expect(viaCreate.status).toBe(400);
    const own = otherAgencyBooking.id;
    expect((await as(t.who.otherAgency, 'POST', `/api/bookings/${own}/rooms/${room}`, { ...stay, guests: [guest] })).status).toBe(400);
    const added = await as(t.who.otherAgency, 'POST', `/api/bookings/${own}/rooms/${room}`, stay);
    expect(added.status).toBe(200);
    expect((await as(t.who.otherAgency, 'POST', `/api/bookings/${own}/rooms/${room}/customers`, { guests: [guest] })).status).toBe(400);
    // its own customers are fine
    expect((await as(t.who.agency, 'POST', `/api/bookings/${agencyBooking.id}/rooms/${sid('rooms:103')}`, { ...stay, guests: [guest] })).status).toBe(200);
  });
});

describe('customer against another customer', () => {
  it('sees only their own customer record and bookings', async () => {
    expect(await idsOf(t.who.otherCustomer, '/api/customers?size=0')).toEqual([t.who.otherCustomer.customerId]);
    const mine = await idsOf(t.who.customer, '/api/bookings?size=0');
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await idsOf(t.who.otherCustomer, '/api/bookings?size=0');
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    expect(await (await as(t.who.otherCustomer, 'GET', '/api/bookings/listCSV')).text()).not.toContain(mine[0]);
  });

  it('every call on the other customer\'s record and bookings answers like a missing id', async () => {
    expect(await expectIndistinguishable(t.who.otherCustomer, '/api/customers', DEMO_CUSTOMER_ID)).toEqual([]);
    const booking = (await idsOf(t.who.customer, '/api/bookings?size=0'))[0];
    expect(await expectIndistinguishable(t.who.otherCustomer, '/api/bookings', booking)).toEqual([]);
  });

  it('guest forms: only the customer\'s own', async () => {
    const form = await as(t.who.admin, 'POST', '/api/guestform', { customer: DEMO_CUSTOMER_ID, name: 'Victim form' });
    if (form.status !== 200) throw new Error(`guest form not created: ${form.status} ${await form.text()}`);
    const id = (await json(form)).id;
    expect(await idsOf(t.who.customer, '/api/guestform?size=0')).toContain(id);
    expect(await idsOf(t.who.otherCustomer, '/api/guestform?size=0')).not.toContain(id);
    expect(await expectIndistinguishable(t.who.otherCustomer, '/api/guestform', id)).toEqual([]);
  });
});

describe('staff limited to one resort', () => {
  it('another asset\'s booking answers like a missing one for every call', async () => {
    const all = (await json(await as(t.who.admin, 'GET', '/api/bookings?size=0'))).data;
    const vesselBooking = all.find((b) => b.vessel === DEMO_VESSEL_ID || (b.resort && b.resort !== sid('resort:coral') && b.resort !== null));
    expect(vesselBooking, 'a booking outside the limited user\'s resort').toBeTruthy();
    expect(await idsOf(t.who.limitedStaff, '/api/bookings?size=0')).not.toContain(vesselBooking!.id);
    expect(await expectIndistinguishable(t.who.limitedStaff, '/api/bookings', vesselBooking!.id)).toEqual([]);
  });
});

describe('records of another asset\'s booking (children inherit their booking\'s limit)', () => {
  // The limited clerk may read payments (bookings.read), booking comments (bookings.*) and guest
  // forms (customers.read), but only of bookings they may open: the rest answers like a missing id.
  let foreign: { booking: string; payment: string; comment: string; form: string };
  let own: { booking: string; payment: string; comment: string; form: string };
  const childrenOf = async (title: string, vessel: boolean) => {
    const made = await json(await as(t.who.admin, 'POST', '/api/bookings', vessel ? { title, vessel: DEMO_VESSEL_ID } : { title, resort: LIMITED_STAFF_RESORT }));
    expect(made.vessel ?? made.resort).toBeTruthy();
    await as(t.who.admin, 'POST', `/api/bookings/${made.id}/payment`, { amount: 4321, reference: `${title} payment` });
    const payment = (await json(await as(t.who.admin, 'GET', `/api/payments?filter=${encodeURIComponent(JSON.stringify({ booking: made.id }))}`))).data[0];
    const comment = await json(await as(t.who.admin, 'POST', '/api/bookingcomment', { booking: made.id, text: `${title} internal note` }));
    const form = await json(await as(t.who.admin, 'POST', '/api/guestform', { booking: made.id, name: `${title} passport`, customer: DEMO_CUSTOMER_ID }));
    return { booking: made.id, payment: payment.id, comment: comment.id, form: form.id };
  };
  beforeAll(async () => {
    foreign = await childrenOf('Vessel child', true);
    own = await childrenOf('Resort child', false);
  });

  it('the booking itself is out of reach', async () => {
    expect((await as(t.who.limitedStaff, 'GET', `/api/bookings/${foreign.booking}`)).status).toBe(404);
  });

  for (const [base, key, text] of [['/api/payments', 'payment', 'Vessel child payment'], ['/api/bookingcomment', 'comment', 'Vessel child internal note'], ['/api/guestform', 'form', 'Vessel child passport']] as const) {
    it(`${base}: not listed, searched, filtered or exported; every call answers like a missing id`, async () => {
      const search = encodeURIComponent('Vessel child');
      const byBooking = encodeURIComponent(JSON.stringify({ booking: foreign.booking }));
      expect(await idsOf(t.who.limitedStaff, `${base}?size=0`)).not.toContain(foreign[key]);
      expect(await idsOf(t.who.limitedStaff, `${base}?size=0&search=${search}`)).toEqual([]);
      expect(await idsOf(t.who.limitedStaff, `${base}?size=0&filter=${byBooking}`)).toEqual([]);
      expect(await (await as(t.who.limitedStaff, 'GET', `${base}/listCSV`)).text()).not.toContain(text);
      expect(await expectIndistinguishable(t.who.limitedStaff, base, foreign[key])).toEqual([]);
      // the admin still sees it unchanged; the clerk's own resort's record is theirs
      expect((await as(t.who.admin, 'GET', `${base}/${foreign[key]}`)).status).toBe(200);
      expect(await idsOf(t.who.limitedStaff, `${base}?size=0`)).toContain(own[key]);
      expect((await as(t.who.limitedStaff, 'GET', `${base}/${own[key]}`)).status).toBe(200);
    });
  }

  it('a clerk cannot hang a record on another asset\'s booking', async () => {
    // the booking is unknown to the clerk: the reference is refused like any unknown id
    expect((await as(t.who.limitedStaff, 'POST', '/api/bookingcomment', { booking: foreign.booking, text: 'sneaky' })).status).toBe(400);
    expect((await as(t.who.limitedStaff, 'POST', '/api/payments', { reference: 'sneaky', booking: foreign.booking, amount: 1 })).status).toBe(403);
  });
});

describe('guest forms of an agency', () => {
  it('an agency sees, creates and changes the guest forms of its own bookings only; another agency gets 404', async () => {
    // Staff store a guest form for the agency's booking: it belongs to the booking's agency.
    const byStaff = await json(await as(t.who.admin, 'POST', '/api/guestform', { name: 'Agency guest', booking: agencyBooking.id }));
    expect(byStaff.agency).toBe(DEMO_AGENCY_ID);
    const own = await as(t.who.agency, 'POST', '/api/guestform', { name: 'Made by the agency', booking: agencyBooking.id, agency: OTHER_AGENCY_ID });
    expect(own.status).toBe(403);
    const made = await json(await as(t.who.agency, 'POST', '/api/guestform', { name: 'Made by the agency', booking: agencyBooking.id }));
    expect(made.agency).toBe(DEMO_AGENCY_ID);
    // Not pointed at another agency's booking.
    expect((await as(t.who.agency, 'POST', '/api/guestform', { name: 'x', booking: otherAgencyBooking.id })).status).toBeGreaterThanOrEqual(400);

    expect(await idsOf(t.who.agency, '/api/guestform?size=0')).toEqual(expect.arrayContaining([byStaff.id, made.id]));
    expect(await idsOf(t.who.otherAgency, '/api/guestform?size=0')).not.toContain(byStaff.id);
    expect((await as(t.who.agency, 'GET', `/api/guestform/${byStaff.id}/links`)).status).toBe(200);
    expect(await expectIndistinguishable(t.who.otherAgency, '/api/guestform', byStaff.id)).toEqual([]);
    expect((await as(t.who.agency, 'DELETE', `/api/guestform/${byStaff.id}`)).status).toBe(403);
  });
});

describe('guest-form tokens', () => {
  // A form link's token (api-calls 7.12: GET/POST /api/form/{id}?token=, the same on
  // /api/guestform/{id}) opens its own form, for reading and answering, and nothing else.
  const tokenOf = async (base: string, id: string) => {
    const { links } = await json(await as(t.who.admin, 'GET', `${base}/${id}/links`)) as unknown as { links: { path: string }[] };
    return links[0].path.split('/').pop()!;
  };
  const guestForm = async (name: string) => {
    const form = await json(await as(t.who.admin, 'POST', '/api/guestform', { customer: DEMO_CUSTOMER_ID, name }));
    return { id: form.id, token: await tokenOf('/api/guestform', form.id) };
  };

  it('opens its own form only: another form, a changed token, another kind or another call get nothing', async () => {
    const a = await guestForm('Token form A');
    const b = await guestForm('Token form B');
    const formB = await json(await as(t.who.admin, 'POST', '/api/form', { name: 'Form B', formdef: sid('formdef:medical') }));
    const answer = { data: { firstName: 'Eve', lastName: 'Mallory', birthday: '1990-01-01' } };

    // Its own form: read and answer.
    const own = await as(t.who.anonymous, 'GET', `/api/guestform/${a.id}?token=${a.token}`);
    expect(own.status).toBe(200);
    expect((await json(own)).id).toBe(a.id);
    expect((await as(t.who.anonymous, 'POST', `/api/guestform/${a.id}?token=${a.token}`, answer)).status).toBe(200);

    // Another form with A's token, A with a changed token, A's id on the other kind's call: each
    // answers exactly like an id that does not exist (404), for reading and for answering.
    const variants = [
      `/api/guestform/${b.id}?token=${a.token}`, `/api/form/${formB.id}?token=${a.token}`, `/api/form/${a.id}?token=${a.token}`,
      `/api/guestform/${a.id}?token=${a.token.toUpperCase()}`, `/api/guestform/${a.id}?token=${a.token.slice(0, -1)}`,
      `/api/guestform/${a.id}?token=${a.token}0`, `/api/guestform/${a.id}?token=${b.token}`, `/api/guestform/${a.id}?token=`,
      `/api/guestform/${a.id}?token=${a.id}`,
    ];
    const none = await as(t.who.anonymous, 'GET', `/api/guestform/${NO_SUCH_ID}?token=${a.token}`);
    expect(none.status).toBe(404);
    const strip = (t: string) => t.replace(/"(timestamp|path|message|description|method)":"[^"]*"/g, '');
    const noneBody = strip(await none.text());
    for (const path of variants) {
      for (const method of ['GET', 'POST']) {
        const res = await as(t.who.anonymous, method, path, method === 'POST' ? answer : undefined);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(strip(await res.text()), `${method} ${path}`).toBe(noneBody);
      }
    }
    // B and form B are untouched.
    expect(await json(await as(t.who.admin, 'GET', `/api/guestform/${b.id}`))).toMatchObject({ status: 'open', data: {} });
    expect(await json(await as(t.who.admin, 'GET', `/api/form/${formB.id}`))).toMatchObject({ status: 'open', data: {} });

    // The token is no login: every other call on A, and the lists, still want one.
    for (const [method, path] of [['GET', '/api/guestform'], ['GET', '/api/guestform/listCSV'], ['DELETE', `/api/guestform/${a.id}`],
      ['POST', `/api/guestform/${a.id}/copy`], ['GET', `/api/guestform/${a.id}/links`], ['GET', `/api/form/${a.id}/links`],
      ['POST', `/api/guestform/${a.id}/links`], ['POST', `/api/guestform/${a.id}/syncWithCustomer`]] as const) {
      expect((await as(t.who.anonymous, method, `${path}?token=${a.token}`)).status, `${method} ${path}`).toBe(401);
    }
    // A logged-in caller with A's token still sees only what the token opens, and nothing of
    // B's without B's token (a customer who is not B's owner: as if B did not exist).
    expect((await as(t.who.otherCustomer, 'GET', `/api/guestform/${b.id}?token=${a.token}`)).status).toBe(404);
    expect((await as(t.who.otherCustomer, 'GET', `/api/guestform/${b.id}`)).status).toBe(404);
  });

  it('no answer, list or export carries a token', async () => {
    const a = await guestForm('Token form C');
    for (const path of [`/api/guestform/${a.id}`, '/api/guestform?size=0', '/api/guestform/listCSV', `/api/guestform/${a.id}?token=${a.token}`]) {
      const text = await (await as(t.who.admin, 'GET', path)).text();
      expect(text, path).not.toContain(a.token);
    }
  });
});
