// Trying a mail schedule rule that is not saved yet (issue 38 item 4, api-calls 7.15 "Mail
// schedule: test"): GET /api/mailschedule/test lists the bookings the rule as edited would mail,
// POST /api/mailschedule/test sends its mail once to the operator. Nothing of the rule is stored.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../upstream/db/schema';
import { daysFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';
import { userWith } from './resources-fixtures';
import { post } from './schedules-fixtures';

const t = apiFile();
const ARRIVAL = daysFromNow(10);
let resort: string;
let booking: string;
let template: string;

beforeAll(async () => {
  resort = (await post(t.api, t.admin, '/api/resort', { name: 'Rule Reef' })).id;
  const room = (await post(t.api, t.admin, '/api/rooms', { name: 'RR 1', type: 'Room', resort, availableBeds: 2 })).id;
  booking = (await post(t.api, t.admin, '/api/bookings', { rooms: [{ room, dateFrom: ARRIVAL, dateTo: daysFromNow(14), guests: [{ firstName: 'Ana', lastName: 'Rule', gender: 'f' }] }] }, 201)).id;
  template = (await post(t.api, t.admin, '/api/mail/template', { name: 'Soon', key: 'soon', kind: 'Information', subject: { en: 'Soon at {{asset.name}}' }, body: { en: 'Booking {{booking.number}}' } })).id;
});

const rule = { trigger: 'beforeArrival', offsetDays: 3, states: 'draft' };
const q = (extra: Record<string, string | number> = {}) => ({ ...rule, resort, ...extra }) as never;

describe('GET /api/mailschedule/test', () => {
  it('lists the bookings the edited rule would mail in the window, with the due day and time', async () => {
    const { data, response } = await t.client().GET('/api/mailschedule/test', { params: { query: q({ time: '08:30', days: 30 }) } });
    expect(response.status).toBe(200);
    const mine = data!.filter((m: { booking: string }) => m.booking === booking);
    expect(mine).toHaveLength(1);
    expect(mine[0].due).toBe(daysFromNow(7));
    // Only this resort's bookings; a shorter window or other states leave it out.
    expect(data!.every((m: { booking: string }) => m.booking === booking)).toBe(true);
    expect((await t.client().GET('/api/mailschedule/test', { params: { query: q({ days: 5 }) } })).data).toEqual([]);
    expect((await t.client().GET('/api/mailschedule/test', { params: { query: q({ states: 'confirmed' }) } })).data).toEqual([]);
    expect((await t.client().GET('/api/mailschedule/test', { params: { query: q({ states: 'nonsense' }) } })).response.status).toBe(400);
    expect((await t.client({ token: await userWith(t.api, ['bookings.read']) }).GET('/api/mailschedule/test', { params: { query: q() } })).response.status).toBe(403);
  });
});

describe('POST /api/mailschedule/test', () => {
  it('queues the rule\'s mail once to the caller, filled from the booking it would mail next; the rule is not saved', async () => {
    const rulesBefore = await t.rows(sql`SELECT count(*)::int AS n FROM mail_schedules`);
    const { data, response } = await t.client().POST('/api/mailschedule/test', { body: { template, trigger: 'beforeArrival', offsetDays: 3, resort, states: ['draft'] } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ queued: 1, booking });
    const [mail] = await t.api.handle.db.select().from(mailQueue).where(eq(mailQueue.id, data!.ids[0]));
    expect(mail).toMatchObject({ to: 'admin@example.com', kind: 'schedule.test', booking, schedule: null, subject: '[Test] Soon at Rule Reef' });
    expect(await t.rows(sql`SELECT count(*)::int AS n FROM mail_schedules`)).toEqual(rulesBefore);
  });

  it('another address needs mailschedule.update; fields a rule does not have are refused', async () => {
    const reader = await userWith(t.api, ['mailschedule.read', 'bookings.read']);
    const other = await t.client({ token: reader }).POST('/api/mailschedule/test', { body: { template, booking, email: 'someone@else.example' } });
    expect(other.response.status).toBe(403);
    const own = await t.client({ token: reader }).POST('/api/mailschedule/test', { body: { template, booking } });
    expect(own.response.status).toBe(200);
    const unknown = await t.client().POST('/api/mailschedule/test', { body: { template, name: 'x' } as never });
    expect(unknown.response.status).toBe(400);
  });
});
