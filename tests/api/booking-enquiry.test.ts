// A phone enquiry in the wizard (issue 33 item 3): the lead's e-mail and phone are kept on the
// booking, the note is its first internal comment, and with saveGuests the guests typed in become
// customers: the lead found by e-mail, any guest by name and birthday, else made; the lead is the
// booking's customer. Only staff who may create customers ask for it; bad input is a 400.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';
import { daysFromNow } from '../helpers/dates';
import { userWith } from './resources-fixtures';

const t = apiFile();
type TDetail = { id: string; customer: string | null; rooms: { guests: { customer?: string; firstName?: string }[] }[] };

async function call(method: string, path: string, body?: unknown, token = t.admin) {
  const res = await t.api.call(method, path, { token, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let n = 0;
async function room(): Promise<string> {
  const resort = (await call('GET', '/api/resort?size=1')).body as { data: { id: string }[] };
  return (await call('POST', '/api/rooms', { name: `Enquiry ${++n} ${Date.now()}`, type: 'Room', resort: resort.data[0].id, availableBeds: 3, allowMixedGender: true })).body.id as string;
}
const stay = async (guests: unknown[], extra: Record<string, unknown> = {}) => ({ rooms: [{ room: await room(), dateFrom: daysFromNow(30), dateTo: daysFromNow(33), guests }], ...extra });
const rows = async <T>(q: ReturnType<typeof sql>) => (await t.api.handle.db.execute(q) as unknown as { rows: T[] }).rows;

describe('POST /api/bookings with an enquiry', () => {
  it('keeps the contact and the note, and saves the typed-in guests as customers', async () => {
    const email = `ann.phone.${Date.now()}@example.org`;
    const made = await call('POST', '/api/bookings', await stay(
      [{ firstName: 'Ann', lastName: 'Phone', gender: 'f' }, { firstName: 'Bo', lastName: 'Phone', gender: 'm', birthday: '1990-04-02' }],
      { contact: { email, phone: '+49 30 123456' }, note: 'Called at 9, wants a quiet room', saveGuests: true },
    ));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const b = made.body as unknown as TDetail;
    const [ann, bo] = b.rooms[0].guests.map((g) => g.customer);
    expect(ann).toBeTruthy();
    expect(bo).toBeTruthy();
    expect(b.customer).toBe(ann);
    const [lead] = await rows<{ email: string; phone: string; name: string }>(sql`SELECT email, contact->>'phone' AS phone, full_name AS name FROM customers WHERE id = ${ann}`);
    expect(lead).toEqual({ email, phone: '+49 30 123456', name: 'Ann Phone' });
    const [booking] = await rows<{ email: string; phone: string }>(sql`SELECT contact_email AS email, contact_phone AS phone FROM bookings WHERE id = ${b.id}`);
    expect(booking).toEqual({ email, phone: '+49 30 123456' });
    const comments = await rows<{ text: string; author: string; internal: boolean }>(sql`SELECT text, author, is_internal AS internal FROM booking_comments WHERE booking = ${b.id}`);
    expect(comments).toEqual([{ text: 'Called at 9, wants a quiet room', author: expect.any(String), internal: true }]);

    // She calls again: found by her e-mail (any case); Bo by name and birthday; Cy has no birthday: new.
    const again = await call('POST', '/api/bookings', await stay(
      [{ firstName: 'Ann', lastName: 'Phone', gender: 'f' }, { firstName: 'bo', lastName: 'PHONE', gender: 'm', birthday: '1990-04-02' }, { firstName: 'Cy', lastName: 'Phone' }],
      { contact: { email: email.toUpperCase() }, saveGuests: true },
    ));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const ids = (again.body as unknown as TDetail).rooms[0].guests.map((g) => g.customer);
    expect(ids[0]).toBe(ann);
    expect(ids[1]).toBe(bo);
    expect(ids[2]).toBeTruthy();
    expect([ann, bo]).not.toContain(ids[2]);
  });

  it('without saveGuests makes no customers; a guest with a record keeps it', async () => {
    const before = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers`))[0].n;
    const made = await call('POST', '/api/bookings', await stay([{ firstName: 'Di', lastName: 'Nobody' }], { contact: { phone: '0301234' } }));
    expect(made.status).toBe(201);
    expect((made.body as unknown as TDetail).customer).toBeNull();
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers`))[0].n).toBe(before);
  });

  it('refuses a bad e-mail, an empty note, and saveGuests for a user who may not create customers', async () => {
    expect((await call('POST', '/api/bookings', await stay([{ firstName: 'Ed', lastName: 'X' }], { contact: { email: 'not-an-address' } }))).status).toBe(400);
    expect((await call('POST', '/api/bookings', await stay([{ firstName: 'Ed', lastName: 'X' }], { note: '   ' }))).status).toBe(400);
    const clerk = await userWith(t.api, ['bookings.create', 'bookings.read', 'bookings.update', 'rooms.read', 'resort.read']);
    const refused = await call('POST', '/api/bookings', await stay([{ firstName: 'Ed', lastName: 'X' }], { saveGuests: true }), clerk);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toMatch(/create customers/);
  });
});
