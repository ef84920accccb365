// Attack suite, customers (issue 18): the customers module's calls keep the isolation of the
// generic customer record. An agency never reaches another agency's customer through the view,
// stays, history, diff, meta or references; a customer never another customer; the staff-only
// calls (merge, privacy, duplicates, birthdays, meta and reference writes) refuse them outright;
// the dashboard counts only the agency's own customers; the view of an agency's own customer
// never carries another party's booking.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysFromNow } from '../helpers/dates';
import { callAs, type TCaller } from '../attack/personas';
import { NO_SUCH_ID } from '../attack/openapi-ops';
import { DEMO_CUSTOMER_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
const t = apiFile({ personas: true });
const as = (c: TCaller, method: string, path: string, body?: unknown) => callAs(t.api, c, method, path, body);
const json = async <T = TRec>(res: Response) => (await res.json()) as T;

let mine: TRec;
let theirs: TRec;
let theirBooking: TRec;

const READS = ['view', 'stay', 'history', 'diff/1', 'meta', 'meta/x', 'reference', 'reference/find/crm'];
const STAFF_ONLY: [string, string][] = [
  ['POST', 'merge/{other}'], ['POST', 'privacy/export'], ['POST', 'privacy/erase'], ['GET', 'duplicates'],
  ['POST', 'meta'], ['POST', 'stats/recalculate'], ['POST', 'reference/crm/1'], ['DELETE', 'reference/crm/1'],
];

beforeAll(async () => {
  mine = await json(await as(t.who.agency, 'POST', '/api/customers', { fullName: 'Agency Own Diver' }));
  theirs = await json(await as(t.who.otherAgency, 'POST', '/api/customers', { fullName: 'Other Agency Diver' }));
  const from = daysFromNow(800);
  // the other agency's customer travels as a guest on an admin booking that also names the first agency's customer
  theirBooking = await json(await as(t.who.admin, 'POST', '/api/bookings', {
    title: 'Shared trip', customer: theirs.id,
    rooms: [{ room: sid('rooms:101'), dateFrom: from, dateTo: addDays(from, 2), guests: [{ customer: theirs.id, lastName: 'Other' }, { customer: mine.id, lastName: 'Own' }] }],
  }));
  expect(theirBooking.id).toBeTruthy();
}, 120_000);

describe('customer calls of another party answer like a missing id', () => {
  for (const [persona, victim] of [['otherAgency', () => mine.id], ['agency', () => theirs.id], ['otherCustomer', () => DEMO_CUSTOMER_ID], ['customer', () => theirs.id]] as const) {
    it(`${persona}: every read call on a foreign customer is 404, as for no customer at all`, async () => {
      for (const tail of READS) {
        const foreign = await as(t.who[persona], 'GET', `/api/customers/${victim()}/${tail}`);
        const none = await as(t.who[persona], 'GET', `/api/customers/${NO_SUCH_ID}/${tail}`);
        expect(foreign.status, `${persona} ${tail}`).toBe(404);
        expect(none.status, `${persona} ${tail}`).toBe(404);
      }
    });
  }

  it('the staff-only calls are 403 for agencies and customers, whichever id', async () => {
    for (const persona of ['agency', 'otherAgency', 'customer', 'otherCustomer'] as const) {
      for (const id of [mine.id, theirs.id, DEMO_CUSTOMER_ID]) {
        for (const [method, tail] of STAFF_ONLY) {
          const res = await as(t.who[persona], method, `/api/customers/${id}/${tail.replace('{other}', theirs.id)}`, method === 'POST' && tail === 'meta' ? { x: 1 } : undefined);
          expect(res.status, `${persona} ${method} ${tail}`).toBe(403);
        }
      }
      expect((await as(t.who[persona], 'GET', '/api/customers/duplicates')).status).toBe(403);
      expect((await as(t.who[persona], 'GET', '/api/customers/birthday/30')).status).toBe(403);
    }
    // and nothing happened: both records are still there, unmerged
    expect((await as(t.who.admin, 'GET', `/api/customers/${theirs.id}`)).status).toBe(200);
  });

  it('segments, saved filters, groups and data groups are the operator\'s: 403 for agencies and customers', async () => {
    // a segment the operator shared: still not theirs to open, change or delete
    const shared = await json<TRec>(await as(t.who.admin, 'POST', '/api/crm/segments', { kind: 'customers', name: 'All divers', criteria: {}, shared: true }));
    const criteria = encodeURIComponent(JSON.stringify({ agencies: [t.who.agency.agencyId] }));
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/crm/customers?criteria=${criteria}`], ['GET', '/api/crm/customers/listCSV'], ['GET', '/api/crm/agencies'], ['GET', '/api/crm/agencies/listCSV'],
      ['GET', '/api/crm/segments'], ['GET', `/api/crm/segments/${shared.id}`], ['POST', `/api/crm/segments/${shared.id}`, { name: 'Mine' }],
      ['DELETE', `/api/crm/segments/${shared.id}`], ['POST', '/api/crm/segments', { kind: 'customers', name: 'x', criteria: {} }],
      ['GET', '/api/customergroup'], ['POST', '/api/customergroup', { name: 'x' }], ['GET', '/api/customerdatagroup'],
      ['POST', `/api/customerdatagroup/move/${mine.id}/${theirs.id}/x`],
    ];
    for (const persona of ['agency', 'otherAgency', 'customer', 'otherCustomer'] as const) {
      for (const [method, path, body] of calls) expect((await as(t.who[persona], method, path, body)).status, `${persona} ${method} ${path}`).toBe(403);
    }
    expect(await json<TRec>(await as(t.who.admin, 'GET', `/api/crm/segments/${shared.id}`))).toMatchObject({ name: 'All divers' });
  });
});

describe('own records', () => {
  it('an agency reads its own customer\'s view, without the other agency\'s booking in it', async () => {
    const res = await as(t.who.agency, 'GET', `/api/customers/${mine.id}/view`);
    expect(res.status).toBe(200);
    const view = await json<{ stays: TRec[]; bookings: TRec[]; payments: TRec[] }>(res);
    // the booking is the other agency's customer's (made by the operator, no agency): not readable by this agency
    expect(JSON.stringify(view)).not.toContain(theirBooking.id);
    expect(JSON.stringify(view)).not.toContain('Other Agency Diver');
    // the operator sees it
    const staff = await json<{ stays: TRec[] }>(await as(t.who.admin, 'GET', `/api/customers/${mine.id}/view`));
    expect(staff.stays.map((s) => s.bookingId)).toContain(theirBooking.id);
  });

  it('the dashboard counts only the agency\'s own customers; a customer gets only their own record', async () => {
    const a = await json<{ counts: { customers: number }; customer: unknown }>(await as(t.who.agency, 'GET', '/api/customers/dashboard'));
    const own = (await json<{ data: TRec[] }>(await as(t.who.agency, 'GET', '/api/customers?size=0'))).data.length;
    expect(a.counts.customers).toBe(own);
    expect(a.customer).toBeNull();
    const c = await json<{ customer: TRec; counts: unknown }>(await as(t.who.otherCustomer, 'GET', '/api/customers/dashboard'));
    expect(c.customer.id).toBe(t.who.otherCustomer.customerId);
    expect(c.counts).toBeNull();
  });
});
