// Issue 20: to-do rules make to-dos on bookings through the job (not on a page load), once per rule
// and booking however often the job runs; open, own, allTodos and solve; hasOpenTodos follows;
// a closeOnAbort to-do closes when its booking is cancelled.
import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../helpers/dates';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { todoJobs } from '../../upstream/modules/todos/jobs';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile({ users: ['staff'] });

async function call(method: string, path: string, body?: unknown, status = 200, token = t.admin): Promise<TJson> {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as TJson;
}
const runJob = () => todoJobs[0].run({}, { db: t.api.handle.db, send: async () => null }) as Promise<{ created: number; closed: number }>;

describe('to-dos', () => {
  it('rules make to-dos by the job, once; solve closes them; cancel closes closeOnAbort ones', async () => {
    const rule = await call('POST', '/api/todo', { group: 'Front desk', text: 'Call the guest', predefined: true, rule: { calcType: 'daysBeforeArrival', value: 7 }, closeOnAbort: true });
    await call('POST', '/api/todo', { group: 'Office', text: 'Collect the rest', predefined: true, rule: { calcType: 'openPayment', value: 30 } });
    expect((await call('GET', '/api/todo/rules')).map((r: TJson) => r.text)).toEqual(expect.arrayContaining(['Call the guest', 'Collect the rest']));
    const roomId = (await call('POST', '/api/rooms', { name: 'Todo room', type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
    const b = await call('POST', '/api/bookings', { rooms: [{ room: roomId, dateFrom: daysFromNow(20), dateTo: daysFromNow(22), guests: [{ lastName: 'Todo', gender: 'f' }] }] }, 201);
    // Nothing on a page load: only the job makes to-dos.
    expect((await call('GET', '/api/todo/open')).filter((t: TJson) => t.booking === b.id)).toEqual([]);
    const first = await runJob();
    expect(first.created).toBeGreaterThanOrEqual(1);
    await runJob();
    const open = (await call('GET', '/api/todo/open')).filter((t: TJson) => t.booking === b.id);
    // No money owed (no price): only the rule for every booking applies.
    expect(open).toEqual([expect.objectContaining({ text: 'Call the guest', due: daysFromNow(13), definition: rule.id, open: true })]);
    expect((await call('GET', '/api/todo/own')).map((t: TJson) => t.id)).toContain(open[0].id);
    expect((await call('GET', `/api/bookings/${b.id}`)).hasOpenTodos).toBe(true);
    const before = (await call('GET', `/api/bookings/${b.id}/detail`)).version;
    const solved = await call('POST', `/api/todo/solve/${b.id}/${open[0].id}`);
    expect(solved).toMatchObject({ open: false });
    expect((await call('GET', `/api/bookings/${b.id}`)).hasOpenTodos).toBe(false);
    expect((await call('GET', `/api/bookings/${b.id}/detail`)).version).toBe(before + 1);
    expect((await t.api.call('POST', `/api/todo/solve/${b.id}/${open[0].id}`, { token: t.admin })).status).toBe(409);
    expect((await call('GET', '/api/todo/allTodos')).find((t: TJson) => t.id === open[0].id)).toMatchObject({ open: false });
    await runJob();
    expect((await call('GET', '/api/todo/open')).filter((t: TJson) => t.booking === b.id)).toEqual([]);

    // A booking that owes money gets both; cancelling it closes the closeOnAbort one at the next run.
    const c = await call('POST', '/api/bookings', { rooms: [{ room: roomId, dateFrom: daysFromNow(40), dateTo: daysFromNow(42), guests: [{ lastName: 'Owes', gender: 'm' }] }] }, 201);
    await call('POST', `/api/bookings/${c.id}/calculation`, { text: 'Boat', unitPrice: 5000 });
    await runJob();
    expect((await call('GET', '/api/todo/open')).filter((t: TJson) => t.booking === c.id).map((t: TJson) => t.text).sort()).toEqual(['Call the guest', 'Collect the rest']);
    await call('POST', `/api/bookings/${c.id}/cancell`, {});
    expect((await runJob()).closed).toBe(1);
    expect((await call('GET', '/api/todo/open')).filter((t: TJson) => t.booking === c.id).map((t: TJson) => t.text)).toEqual(['Collect the rest']);
    // Without todo.update: 403.
    expect((await t.api.call('GET', '/api/todo/open', { token: t.token.staff })).status).toBe(403);
  });
});
