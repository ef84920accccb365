// Forms opened by their link (api-calls 7.12): staff get the link, the guest reads the form and
// sends the answers with the token alone, the answers are checked against the form's questions,
// and a closed form takes no more answers. The attack side (the token opens its own form only)
// is in attack-objects.test.ts.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TTestApi } from '../helpers/api';
import { sid } from '../../upstream/db/seed/resources-ids';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let api: TTestApi;
let admin: string;

const json = async (res: Response) => (await res.json()) as TJson;
const staff = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin, body });
const guest = (method: string, path: string, body?: unknown) => api.call(method, path, { body });

/** Creates a record as admin and returns it with its link's token. */
async function withLink(base: string, body: TJson): Promise<{ id: string; token: string; links: TJson[] }> {
  const made = await staff('POST', base, body);
  expect(made.status).toBe(200);
  const { id } = await json(made);
  const res = await staff('GET', `${base}/${id}/links`);
  expect(res.status).toBe(200);
  const { links } = await json(res);
  const token = (links[0].path as string).split('/').pop()!;
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  return { id, token, links };
}

beforeAll(async () => {
  api = await createTestApi();
  const res = await api.call('POST', '/api/auth/token', { body: { email: 'admin@example.com', password: 'demo-password' } });
  admin = (await json(res)).token;
});

describe('a form from a form definition (/forms/{id}/{token})', () => {
  it('opens with its token, refuses missing and wrong answers, stores the right ones and marks them submitted', async () => {
    const { id, token, links } = await withLink('/api/form', { name: 'Registration for the test', formdef: sid('formdef:reg') });
    expect(links).toEqual([{ layout: 'single', path: `/forms/${id}/${token}` }]);

    const view = await json(await guest('GET', `/api/form/${id}?token=${token}`));
    expect(view).toMatchObject({ id, kind: 'form', name: 'Guest registration', layout: 'single', status: 'open', editable: true, submittedAt: null });
    expect(view.elements.map((e: TJson) => e.key)).toEqual(['personal', 'passportNo', 'passportExpiry', 'certification']);
    expect(JSON.stringify(view)).not.toContain(token);

    const missing = await guest('POST', `/api/form/${id}?token=${token}`, { data: { certification: 'Advanced' } });
    expect(missing.status).toBe(400);
    const err = await json(missing);
    expect(err.error).toBe('ValidationError');
    expect(err.fields.map((f: TJson) => f.path).sort()).toEqual(['data.passportExpiry', 'data.passportNo']);

    const wrong = await guest('POST', `/api/form/${id}?token=${token}`, { data: { passportNo: 'X1', passportExpiry: '31.12.2030', certification: 'Astronaut' } });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).fields.map((f: TJson) => f.path).sort()).toEqual(['data.certification', 'data.passportExpiry']);
    expect((await json(await staff('GET', `/api/form/${id}`))).status).toBe('open');

    const extraField = await guest('POST', `/api/form/${id}?token=${token}`, { data: { passportNo: 'X1', passportExpiry: '2030-12-31' }, status: 'closed' });
    expect(extraField.status).toBe(400);

    const sent = await guest('POST', `/api/form/${id}?token=${token}`, { data: { passportNo: 'X1', passportExpiry: '2030-12-31', personal: 'ignored', unknown: 'dropped' } });
    expect(sent.status).toBe(200);
    const after = await json(sent);
    expect(after).toMatchObject({ status: 'submitted', editable: true, data: { passportNo: 'X1', passportExpiry: '2030-12-31' } });
    expect(after.data).not.toHaveProperty('unknown');
    expect(Date.parse(after.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    const stored = await json(await staff('GET', `/api/form/${id}`));
    expect(stored).toMatchObject({ status: 'submitted', data: { passportNo: 'X1', passportExpiry: '2030-12-31' } });
    expect(stored.submittedAt).toBe(after.submittedAt);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('a closed form still shows the answers but takes no more', async () => {
    const { id, token } = await withLink('/api/form', { name: 'Closed one', formdef: sid('formdef:medical') });
    expect((await guest('POST', `/api/form/${id}?token=${token}`, { data: { conditions: ['Asthma'] } })).status).toBe(200);
    expect((await staff('POST', `/api/form/${id}`, { status: 'closed' })).status).toBe(200);
    const view = await json(await guest('GET', `/api/form/${id}?token=${token}`));
    expect(view).toMatchObject({ editable: false, status: 'closed', data: { conditions: ['Asthma'] } });
    const refused = await guest('POST', `/api/form/${id}?token=${token}`, { data: { conditions: [] } });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe('ConflictError');
    expect((await json(await staff('GET', `/api/form/${id}`))).data).toEqual({ conditions: ['Asthma'] });
  });
});

describe('a guest form (/guestform/{id}/{token}, /guestform-m/{id}/{token})', () => {
  it("a guest's personal form stays single with ?layout=multi: no co-guest's name or birthday (issue 31)", async () => {
    const booking = sid('bookings:b1');
    await api.handle.db.execute(sql`UPDATE booking_rooms SET guests = (SELECT jsonb_agg(CASE WHEN g->>'firstName' = 'Jonas' THEN g || '{"birthday":"1991-02-03"}'::jsonb ELSE g END) FROM jsonb_array_elements(guests) g) WHERE booking_id = ${booking}`);
    const [{ customer }] = (await api.handle.db.execute(sql`SELECT customer FROM bookings WHERE id = ${booking}`) as unknown as { rows: { customer: string }[] }).rows;
    const { id, token } = await withLink('/api/guestform', { name: 'Anna Schmidt', booking, customer });
    const view = await json(await guest('GET', `/api/guestform/${id}?token=${token}&layout=multi`));
    expect(view).toMatchObject({ layout: 'single', guests: 1 });
    expect(JSON.stringify(view)).not.toContain('1991-02-03');
    expect(JSON.stringify(view)).not.toContain('Jonas');
    await api.handle.db.execute(sql`UPDATE booking_rooms SET guests = (SELECT jsonb_agg(g - 'birthday') FROM jsonb_array_elements(guests) g) WHERE booking_id = ${booking}`);
  });

  it('single: the guest questions; multi: one section per guest of the booking, prefilled from it', async () => {
    const { id, token, links } = await withLink('/api/guestform', { name: 'Anna Schmidt', booking: sid('bookings:b1') });
    expect(links.map((l) => l.layout)).toEqual(['single', 'multi']);
    expect(links[1].path).toBe(`/guestform-m/${id}/${token}`);

    const single = await json(await guest('GET', `/api/guestform/${id}?token=${token}`));
    expect(single).toMatchObject({ kind: 'guestform', layout: 'single', guests: 1, name: 'Anna Schmidt' });
    expect(single.elements.filter((e: TJson) => e.required).map((e: TJson) => e.key)).toEqual(['firstName', 'lastName', 'birthday']);

    const multi = await json(await guest('GET', `/api/guestform/${id}?token=${token}&layout=multi`));
    expect(multi).toMatchObject({ layout: 'multi', guests: 2 });
    expect(multi.data.guests).toEqual([{ firstName: 'Anna', lastName: 'Schmidt' }, { firstName: 'Jonas', lastName: 'Schmidt' }]);

    const incomplete = await guest('POST', `/api/guestform/${id}?token=${token}&layout=multi`, { data: { guests: [{ firstName: 'Anna', lastName: 'Schmidt', birthday: '1990-05-01' }] } });
    expect(incomplete.status).toBe(400);
    expect((await json(incomplete)).fields.map((f: TJson) => f.path)).toEqual(['data.guests.1.firstName', 'data.guests.1.lastName', 'data.guests.1.birthday']);
    const tooMany = await guest('POST', `/api/guestform/${id}?token=${token}&layout=multi`, { data: { guests: Array.from({ length: 3 }, () => ({ firstName: 'A', lastName: 'B', birthday: '1990-01-01' })) } });
    expect((await json(tooMany)).fields.map((f: TJson) => f.path)).toEqual(['data.guests']);

    const both = [{ firstName: 'Anna', lastName: 'Schmidt', birthday: '1990-05-01', certification: 'Rescue Diver' }, { firstName: 'Jonas', lastName: 'Schmidt', birthday: '1988-02-29' }];
    const sent = await guest('POST', `/api/guestform/${id}?token=${token}&layout=multi`, { data: { guests: both } });
    expect(sent.status).toBe(200);
    expect((await json(sent)).data).toEqual({ guests: both });
    expect(await json(await staff('GET', `/api/guestform/${id}`))).toMatchObject({ status: 'submitted', data: { guests: both } });
  });

  it('the global flag multiGuestForm = 1 makes /guestform show the multi-guest version', async () => {
    const { id, token } = await withLink('/api/guestform', { name: 'Lukas Weber', booking: sid('bookings:b2') });
    expect((await json(await guest('GET', `/api/guestform/${id}?token=${token}`))).layout).toBe('single');
    expect((await staff('POST', '/api/settings/group/general', { multiGuestForm: '1' })).status).toBe(200);
    try {
      expect(await json(await guest('GET', `/api/guestform/${id}?token=${token}`))).toMatchObject({ layout: 'multi', guests: 1 });
      expect((await json(await guest('GET', `/api/guestform/${id}?token=${token}&layout=single`))).layout).toBe('single');
    } finally {
      expect((await staff('POST', '/api/settings/group/general', { multiGuestForm: '0' })).status).toBe(200);
    }
  });

  it('a customer gets the links of their own guest forms only', async () => {
    const res = await api.call('POST', '/api/auth/token', { body: { email: 'customer@example.com', password: 'demo-password' } });
    const customer = (await json(res)).token;
    const own = (await json(await api.call('GET', '/api/guestform', { token: customer }))).data as TJson[];
    expect(own.length).toBeGreaterThan(0);
    expect((await api.call('GET', `/api/guestform/${own[0].id}/links`, { token: customer })).status).toBe(200);
    const { id } = await withLink('/api/guestform', { name: 'Someone else' });
    expect((await api.call('GET', `/api/guestform/${id}/links`, { token: customer })).status).toBe(404);
  });
});

describe('the form screens\' constants and the QR code of a link', () => {
  it('constants name the element types and the limits', async () => {
    const res = await staff('GET', '/api/form/constants');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ maxGuestFormFileSizeinKb: 256, maxGuests: 20, displayElements: ['Header', 'Image', 'Video', 'Download'] });
    expect((await guest('GET', '/api/form/constants')).status).toBe(401);
  });

  it('draws the link as an SVG for staff; refuses what is not a web address, and guests', async () => {
    const url = `https://office.example.com/guestform/${'0'.repeat(8)}-0000-4000-8000-000000000000/${'a'.repeat(64)}`;
    const res = await staff('GET', `/api/form/qrcode?url=${encodeURIComponent(url)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // Another link draws another code.
    expect(await (await staff('GET', `/api/form/qrcode?url=${encodeURIComponent(`${url}b`)}`)).text()).not.toBe(svg);
    for (const bad of ['javascript:alert(1)', 'not a url', `https://x.example/${'a'.repeat(2001)}`]) {
      expect((await staff('GET', `/api/form/qrcode?url=${encodeURIComponent(bad)}`)).status, bad).toBe(400);
    }
    expect((await guest('GET', `/api/form/qrcode?url=${encodeURIComponent(url)}`)).status).toBe(401);
  });
});

describe('copying a guest form into its customer (syncWithCustomer)', () => {
  it('the answers go into the customer, the form becomes synced and closed to the guest', async () => {
    const customer = await json(await staff('POST', '/api/customers', { fullName: 'Old Name', contact: { phone: '+49 1' } }));
    const { id, token } = await withLink('/api/guestform', { name: 'Sync me', customer: customer.id });
    // Not sent yet: nothing to copy.
    expect((await staff('POST', `/api/guestform/${id}/syncWithCustomer`)).status).toBe(409);
    const answers = {
      firstName: 'Eva', lastName: 'Berg', birthday: '1985-07-14', nationality: 'de', passportNo: 'P123', passportExpiry: '2032-01-31', email: 'eva.berg@example.com', diet: 'none',
      emergencyName: 'Jan Berg', emergencyPhone: '+49 30 555', certification: 'Advanced Open Water', loggedDives: '120', medical: 'Asthma as a child',
    };
    expect((await guest('POST', `/api/guestform/${id}?token=${token}`, { data: answers })).status).toBe(200);

    const res = await staff('POST', `/api/guestform/${id}/syncWithCustomer`);
    expect(res.status).toBe(200);
    const out = await json(res);
    expect(out.guestform.status).toBe('synced');
    const stored = await json(await staff('GET', `/api/customers/${customer.id}`));
    expect(stored).toMatchObject({
      fullName: 'Eva Berg', email: 'eva.berg@example.com',
      masterData: { firstName: 'Eva', lastName: 'Berg', birthday: '1985-07-14', nationality: 'DE' },
      contact: { phone: '+49 1', email: 'eva.berg@example.com' },
      passport: { number: 'P123', expires: '2032-01-31', nationality: 'DE' },
    });
    // No answer is lost (issue 33 item 10): the emergency contact goes into the diver's record,
    // the answers without a field of their own into the internal note, in the customer's language.
    expect(stored.note).toBe('Höchstes Brevet: Advanced Open Water\nGeloggte Tauchgänge: 120\nErkrankungen, die wir kennen sollten: Asthma as a child\nErnährungswünsche: none');
    expect(await json(await staff('GET', `/api/dive/divers/${customer.id}`))).toMatchObject({ emergencyName: 'Jan Berg', emergencyPhone: '+49 30 555' });
    expect(await json(await guest('GET', `/api/guestform/${id}?token=${token}`))).toMatchObject({ editable: false, status: 'synced' });
    expect((await guest('POST', `/api/guestform/${id}?token=${token}`, { data: answers })).status).toBe(409);
  });

  it('refuses a form without a customer, another customer\'s form, and answers the customer record cannot hold', async () => {
    const bare = await withLink('/api/guestform', { name: 'No customer' });
    expect((await staff('POST', `/api/guestform/${bare.id}/syncWithCustomer`)).status).toBe(409);

    const customer = await json(await staff('POST', '/api/customers', { fullName: 'Keep Me' }));
    const { id, token } = await withLink('/api/guestform', { name: 'Bad mail', customer: customer.id });
    // The customer's rules hold at the form already (lib/contract/person.ts): the answer is refused
    // when sent, so nothing unfit ever waits to be copied.
    const sent = await guest('POST', `/api/guestform/${id}?token=${token}`, { data: { firstName: 'K', lastName: 'M', birthday: '1990-01-01', email: 'not an e-mail' } });
    expect(sent.status).toBe(400);
    expect((await json(sent)).fields.map((f: TJson) => f.path)).toEqual(['data.email']);
    expect((await staff('POST', `/api/guestform/${id}/syncWithCustomer`)).status).toBe(409);
    expect(await json(await staff('GET', `/api/customers/${customer.id}`))).toMatchObject({ fullName: 'Keep Me' });
    expect((await json(await staff('GET', `/api/guestform/${id}`))).status).toBe('open');

    const res = await api.call('POST', '/api/auth/token', { body: { email: 'customer@example.com', password: 'demo-password' } });
    const other = (await json(res)).token;
    expect((await api.call('POST', `/api/guestform/${id}/syncWithCustomer`, { token: other })).status).toBe(404);
  });
});

describe('new links for a form (POST {id}/links)', () => {
  it('gives a new token; the old links open nothing any more, the new ones open the same form', async () => {
    const { id, token } = await withLink('/api/guestform', { name: 'Renew me' });
    const res = await staff('POST', `/api/guestform/${id}/links`);
    expect(res.status).toBe(200);
    const { links } = await json(res);
    const fresh = (links[0].path as string).split('/').pop()!;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(token);
    expect(links[1].path).toBe(`/guestform-m/${id}/${fresh}`);
    expect((await guest('GET', `/api/guestform/${id}?token=${token}`)).status).toBe(404);
    expect((await guest('POST', `/api/guestform/${id}?token=${token}`, { data: {} })).status).toBe(404);
    expect((await json(await guest('GET', `/api/guestform/${id}?token=${fresh}`))).id).toBe(id);
    expect((await json(await staff('GET', `/api/guestform/${id}/links`))).links).toEqual(links);
    // Needs the right to change the form: a customer cannot renew another's, a guest nothing.
    const cust = (await json(await api.call('POST', '/api/auth/token', { body: { email: 'customer@example.com', password: 'demo-password' } }))).token;
    expect((await api.call('POST', `/api/guestform/${id}/links`, { token: cust })).status).toBe(404);
    expect((await guest('POST', `/api/guestform/${id}/links`)).status).toBe(401);
    expect((await guest('POST', `/api/form/${id}/links?token=${fresh}`)).status).toBe(401);
  });
});
