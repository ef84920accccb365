// Issue 20: bookings from a CSV file (POST /api/bookings/import/{type}): every row checked and every
// problem named with its row; all or nothing, also when a room is taken; import/types lists the columns.
import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../helpers/dates';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile({ users: ['staff', 'agency'] });

const send = (csv: string, token = t.admin, type = 'bookings') => t.api.call('POST', `/api/bookings/import/${type}`, { token, body: csv, headers: { 'content-type': 'text/csv' } });
const count = async () => ((await (await t.api.call('GET', '/api/bookings?size=1', { token: t.admin })).json()) as TJson).total as number;

describe('CSV import', () => {
  it('types; a valid file makes its bookings (a group is one booking); problems are named per row and nothing is stored', async () => {
    const types = (await (await t.api.call('GET', '/api/bookings/import/types', { token: t.admin })).json()) as TJson[];
    expect(types[0]).toMatchObject({ type: 'bookings', required: ['room', 'dateFrom', 'dateTo'] });
    const mk = async (name: string) => ((await (await t.api.call('POST', '/api/rooms', { token: t.admin, body: { name, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 } })).json()) as TJson).id as string;
    const tag = Date.now().toString(36);
    const [r1, r2] = [await mk(`Import ${tag} 1`), await mk(`Import ${tag} 2`)];
    const d = (n: number) => daysFromNow(n);
    const before = await count();
    const good = `\uFEFFgroup,title,state,room,dateFrom,dateTo,firstName,lastName,gender\n`
      + `A,Family Berg,planned,Import ${tag} 1,${d(30)},${d(33)},Anna,Berg,f\n`
      + `A,,,${r2},${d(30)},${d(33)},Nils,Berg,m\n`
      + `,Solo,,Import ${tag} 1,${d(40)},${d(42)},Tom,Solo,m\n`;
    const res = await send(good);
    expect(res.status, await res.clone().text()).toBe(200);
    const { created } = (await res.json()) as TJson;
    expect(created.map((c: TJson) => c.rows)).toEqual([[2, 3], [4]]);
    const family = (await (await t.api.call('GET', `/api/bookings/${created[0].id}/detail`, { token: t.admin })).json()) as TJson;
    expect(family).toMatchObject({ state: 'planned', title: 'Family Berg', noOfPax: 2, dateFrom: d(30) });
    expect(family.rooms.map((r: TJson) => r.room)).toEqual([r1, r2]);
    expect(await count()).toBe(before + 2);

    const bad = `room,dateFrom,dateTo,gender\nImport ${tag} 2,${d(50)},${d(49)},m\nNo such room,${d(50)},${d(52)},x\n${r2},${d(60)},${d(62)},f\n`;
    const refused = await send(bad);
    expect(refused.status).toBe(400);
    const err = (await refused.json()) as TJson;
    expect(err.fields.map((f: TJson) => f.path)).toEqual(expect.arrayContaining(['row 2.dateTo', 'row 3.room', 'row 3.gender']));
    expect(err.fields.some((f: TJson) => f.path.startsWith('row 4'))).toBe(false);
    // Row 3 is fine on its own but its room is taken by the first import: nothing of the file is stored.
    const taken = await send(`room,dateFrom,dateTo\n${r2},${d(70)},${d(72)}\n${r1},${d(31)},${d(32)}\n`);
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as TJson).fields).toEqual([expect.objectContaining({ path: 'row 3' })]);
    expect(await count()).toBe(before + 2);
    expect((await send('room,dateFrom\n', t.admin)).status).toBe(400);
    expect((await send(good, t.admin, 'rooms')).status).toBe(404);
    expect((await send(good, t.token.staff)).status).toBe(403);
    expect((await send(good, t.token.agency)).status).toBe(403);
    expect((await t.api.call('GET', '/api/bookings/import/types', { token: t.token.agency })).status).toBe(403);
  });
});
