// Duplicates, merge, privacy export and erasure (issue 18). The merge moves bookings (also the
// guests inside booking rooms), payments, guest forms, meta and references in one transaction with
// history; the export holds everything; the erasure keeps the books anonymised and deletes the rest.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysFromNow } from '../helpers/dates';
import { expectJson, callAs, type TCaller } from '../attack/personas';
import { sid } from '../../upstream/db/seed/resources-ids';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
const t = apiFile({ personas: true });
const as = (c: TCaller, method: string, path: string, body?: unknown) => callAs(t.api, c, method, path, body);
const ok = <T = TRec>(res: Response, status = 200) => expectJson<T>(res, status);

async function personWithBooking(name: string, extra: Record<string, unknown>, room: string, offset: number) {
  const c = await ok(await as(t.who.admin, 'POST', '/api/customers', { fullName: name, ...extra }));
  const from = daysFromNow(offset);
  const b = await ok(await as(t.who.admin, 'POST', '/api/bookings', {
    title: name, customer: c.id,
    rooms: [{ room: sid(room), dateFrom: from, dateTo: addDays(from, 3), guests: [{ customer: c.id, firstName: name.split(' ')[0], lastName: name.split(' ')[1] }, { lastName: 'Buddy' }] }],
  }), 201);
  return { customer: c, booking: b };
}


describe('duplicates and merge', () => {
  let keep: { customer: TRec; booking: TRec };
  let dup: { customer: TRec; booking: TRec };
  beforeAll(async () => {
    keep = await personWithBooking('Jonas Reef', { email: 'jonas.reef@example.com', masterData: { gender: 'm', birthday: '1985-04-02' } }, 'rooms:101', 600);
    dup = await personWithBooking('jonas reef', { masterData: { gender: 'u', birthday: '1985-04-02' }, contact: { phone: '+45 2020 3030' }, passport: { number: 'P123' } }, 'rooms:102', 610);
  });

  it('finds the same person by name and birthday, e-mail or passport', async () => {
    const cands = await ok<{ id: string; reasons: string[] }[]>(await as(t.who.admin, 'GET', `/api/customers/${keep.customer.id}/duplicates`));
    expect(cands).toEqual([expect.objectContaining({ id: dup.customer.id, reasons: ['nameBirthday'] })]);
    const third = await ok(await as(t.who.admin, 'POST', '/api/customers', { fullName: 'J. Reef', passport: { number: 'p123' } }));
    expect((await ok<{ id: string; reasons: string[] }[]>(await as(t.who.admin, 'GET', `/api/customers/${dup.customer.id}/duplicates`))).map((c) => c.id))
      .toEqual(expect.arrayContaining([keep.customer.id, third.id]));
    const groups = await ok<{ reason: string; customers: TRec[] }[]>(await as(t.who.admin, 'GET', '/api/customers/duplicates'));
    expect(groups.find((g) => g.reason === 'passport')?.customers.map((c) => c.id).sort()).toEqual([dup.customer.id, third.id].sort());
    // staff only
    expect((await as(t.who.agency, 'GET', '/api/customers/duplicates')).status).toBe(403);
  });

  it('moves bookings, booking-room guests, payments, guest forms, meta and references; the duplicate is gone', async () => {
    await ok(await as(t.who.admin, 'POST', `/api/bookings/${dup.booking.id}/payment`, { amount: 12_345, method: 'cash' }));
    const form = await ok(await as(t.who.admin, 'POST', '/api/guestform', { booking: dup.booking.id, customer: dup.customer.id, name: 'Jonas passport' }));
    await ok(await as(t.who.admin, 'POST', `/api/customers/${dup.customer.id}/meta`, { size: 'L' }));
    await ok(await as(t.who.admin, 'POST', `/api/customers/${dup.customer.id}/reference/ota/X-99`));
    const merged = await ok<{ customer: TRec; moved: Record<string, number> }>(await as(t.who.admin, 'POST', `/api/customers/${keep.customer.id}/merge/${dup.customer.id}`));
    expect(merged.moved).toMatchObject({ bookings: 1, bookingRoomGuests: 1, guestform: 1, payments: 1, references: 1 });
    // the survivor's blanks are filled from the duplicate, its own values win
    expect(merged.customer).toMatchObject({ email: 'jonas.reef@example.com', contact: { phone: '+45 2020 3030' }, passport: { number: 'P123' }, masterData: { gender: 'm' } });
    expect((await as(t.who.admin, 'GET', `/api/customers/${dup.customer.id}`)).status).toBe(404);
    const detail = await ok<{ customer: string; rooms: { guests: { customer?: string; lastName?: string }[] }[] }>(await as(t.who.admin, 'GET', `/api/bookings/${dup.booking.id}/detail`));
    expect(detail.customer).toBe(keep.customer.id);
    expect(detail.rooms[0].guests).toEqual([expect.objectContaining({ customer: keep.customer.id, lastName: 'reef' }), expect.objectContaining({ lastName: 'Buddy' })]);
    const history = await ok<{ action: string }[]>(await as(t.who.admin, 'GET', `/api/bookings/${dup.booking.id}/history`));
    expect(history[0].action).toBe('customer.merge');
    expect((await ok<TRec>(await as(t.who.admin, 'GET', `/api/guestform/${form.id}`))).customer).toBe(keep.customer.id);
    const view = await ok<{ stays: TRec[]; payments: TRec[]; guestForms: TRec[]; meta: TRec; references: TRec[]; audit: TRec[]; history: TRec[] }>(await as(t.who.admin, 'GET', `/api/customers/${keep.customer.id}/view`));
    expect(view.stays.map((s) => s.bookingId).sort()).toEqual([keep.booking.id, dup.booking.id].sort());
    expect(view.payments.map((p) => p.amount)).toContain(12_345);
    expect(view.guestForms.map((g) => g.id)).toContain(form.id);
    expect(view.meta).toEqual({ size: 'L' });
    expect(view.references).toMatchObject([{ system: 'ota', external: 'X-99' }]);
    expect(view.audit[0]).toMatchObject({ action: 'merge', detail: { merged: dup.customer.id } });
    expect(view.history[0]).toMatchObject({ action: 'merge' });
  });

  it('refuses a merge into itself, of a missing record, and for callers without customers.update', async () => {
    expect((await as(t.who.admin, 'POST', `/api/customers/${keep.customer.id}/merge/${keep.customer.id}`)).status).toBe(400);
    expect((await as(t.who.admin, 'POST', `/api/customers/${keep.customer.id}/merge/${dup.customer.id}`)).status).toBe(404);
    expect((await as(t.who.limitedStaff, 'POST', `/api/customers/${keep.customer.id}/merge/${dup.customer.id}`)).status).toBe(403);
    expect((await as(t.who.agency, 'POST', `/api/customers/${keep.customer.id}/privacy/erase`)).status).toBe(403);
  });
});

describe('merge of two divers', () => {
  it('keeps the survivor\'s diver profile and moves the duplicate\'s certifications', async () => {
    const person = async (last: string) => ok<TRec>(await as(t.who.admin, 'POST', '/api/customers', { fullName: `Dora ${last}`, masterData: { firstName: 'Dora', lastName: last, gender: 'f' } }));
    const a = await person('Reef');
    const b = await person('Reefe');
    await ok(await as(t.who.admin, 'POST', `/api/dive/divers/${a.id}`, { emergencyName: 'Kept Contact' }));
    await ok(await as(t.who.admin, 'POST', `/api/dive/divers/${b.id}`, { emergencyName: 'Dropped Contact' }));
    await ok(await as(t.who.admin, 'POST', `/api/dive/divers/${b.id}/certifications`, { agency: 'PADI', level: 'openWater' }));
    await ok(await as(t.who.admin, 'POST', `/api/customers/${a.id}/merge/${b.id}`));
    const diver = await ok<Record<string, unknown>>(await as(t.who.admin, 'GET', `/api/dive/divers/${a.id}`));
    expect(JSON.stringify(diver)).toContain('Kept Contact');
    expect(JSON.stringify(diver)).not.toContain('Dropped Contact');
    expect(JSON.stringify(diver)).toContain('PADI');
  });
});

describe('privacy: export and erasure', () => {
  let p: { customer: TRec; booking: TRec };
  beforeAll(async () => {
    p = await personWithBooking('Mira Kelp', { email: 'mira.kelp@example.com', masterData: { firstName: 'Mira', lastName: 'Kelp', gender: 'f', birthday: '1991-09-09' }, contact: { phone: '+49 40 1234567' }, address: { street: 'Hafenweg 1', city: 'Hamburg', country: 'DE' }, passport: { number: 'K7788' } }, 'rooms:103', 620);
    await ok(await as(t.who.admin, 'POST', `/api/bookings/${p.booking.id}/payment`, { amount: 50_000, method: 'card' }));
    await ok(await as(t.who.admin, 'POST', '/api/guestform', { booking: p.booking.id, customer: p.customer.id, name: 'Mira form', data: { passportNo: 'K7788' } }));
  });

  it('export: everything held, machine-readable, and logged', async () => {
    const out = await ok<{ customer: TRec; records: Record<string, TRec[]>; bookingRoomGuests: TRec[]; history: TRec[] }>(await as(t.who.admin, 'POST', `/api/customers/${p.customer.id}/privacy/export`));
    expect(out.customer).toMatchObject({ fullName: 'Mira Kelp', email: 'mira.kelp@example.com' });
    expect(out.records.bookings.map((b) => b.id)).toEqual([p.booking.id]);
    expect(out.records.payments).toHaveLength(1);
    expect(out.records.guestform[0]).toMatchObject({ data: { passportNo: 'K7788' } });
    expect(out.bookingRoomGuests).toHaveLength(1);
    expect(out.history.length).toBeGreaterThan(0);
    const view = await ok<{ audit: TRec[] }>(await as(t.who.admin, 'GET', `/api/customers/${p.customer.id}/view`));
    expect(view.audit[0]).toMatchObject({ action: 'export' });
  });

  it('erasure: books kept and anonymised, the rest deleted, logged without the data', async () => {
    const newsletter = await ok<TRec>(await as(t.who.admin, 'POST', '/api/customergroup', { name: 'Newsletter' }));
    await ok(await as(t.who.admin, 'POST', `/api/customers/${p.customer.id}`, { groups: [newsletter.id] }));
    const res = await ok<{ anonymised: Record<string, number>; deleted: Record<string, number> }>(await as(t.who.admin, 'POST', `/api/customers/${p.customer.id}/privacy/erase`));
    expect(res.deleted).toMatchObject({ guestform: 1 });
    expect(res.anonymised).toMatchObject({ customer: 1, bookingRoomGuests: 1, bookings: 1 });
    const c = await ok<TRec>(await as(t.who.admin, 'GET', `/api/customers/${p.customer.id}`));
    expect(c).toMatchObject({ email: null, customerType: 'Inactive', contact: {}, passport: {}, address: { country: 'DE' }, masterData: { gender: 'u' } });
    expect(String(c.fullName)).toMatch(/^Anonymised/);
    expect(c.groups).toEqual([]); // out of every marketing segment
    // the booking and its payment are kept (tax law); no trace of the person in them or their history
    const booking = await ok<TRec>(await as(t.who.admin, 'GET', `/api/bookings/${p.booking.id}/detail`));
    expect(booking.customer).toBe(p.customer.id);
    const payments = await ok<{ data: TRec[] }>(await as(t.who.admin, 'GET', `/api/payments?filter=${encodeURIComponent(JSON.stringify({ booking: p.booking.id }))}`));
    expect(payments.data.map((x) => x.amount)).toEqual([50_000]);
    const dump = JSON.stringify(booking) + JSON.stringify(await ok(await as(t.who.admin, 'GET', `/api/customers/${p.customer.id}/view`)));
    const versions = await ok<{ version: number }[]>(await as(t.who.admin, 'GET', `/api/bookings/${p.booking.id}/history`));
    let all = dump;
    for (const v of versions) all += JSON.stringify(await ok(await as(t.who.admin, 'GET', `/api/bookings/${p.booking.id}/history/${v.version}`)));
    for (const secret of ['Mira', 'Kelp', 'mira.kelp@example.com', 'K7788', '1991-09-09', 'Hafenweg']) expect(all, secret).not.toContain(secret);
    const exp = await ok<{ records: Record<string, TRec[]>; log: TRec[] }>(await as(t.who.admin, 'POST', `/api/customers/${p.customer.id}/privacy/export`));
    expect(exp.records.guestform).toBeUndefined();
    expect(JSON.stringify(exp)).not.toContain('Kelp');
    expect(exp.log.map((l) => l.action)).toEqual(['export', 'erase']);
  });
});
