// Copying a vessel's departures (all or nothing, optionally a year later) and the printed guest
// list of a departure as a PDF.
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../helpers/pdf-read';
import { shiftYear } from '../../upstream/modules/schedules/copy-schedules';
import { userWith } from './resources-fixtures';
import { FY, fy, fleet, post, type TFleet } from './schedules-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let f: TFleet;
beforeAll(async () => {
  f = await fleet(t.api, t.admin, 'Copy');
});

type TSchedule = { id: string; name: string; dateFrom: string; dateTo: string; status: string; tour: string | null; price: string | null };
async function vesselSchedules(vessel: string): Promise<TSchedule[]> {
  const res = await t.api.call('GET', `/api/schedules?size=0&sort=dateFrom&order=1&filter=${encodeURIComponent(JSON.stringify({ vessel }))}`, { token: t.admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: TSchedule[] }).data;
}
/** The text a PDF shows, read with pdf.js: one drawn piece (a table cell) a line. */
const pdfText = async (bytes: Uint8Array) => (await readPdf(new Uint8Array(bytes))).items;
const copy = (from: string, to: string, query: string, token = t.admin) => t.api.call('POST', `/api/schedules/copy/${from}/${to}?${query}`, { token });

describe('shiftYear', () => {
  it.each([
    ['2028-03-04', '2029-03-04'], ['2027-02-28', '2028-02-28'], ['2028-02-29', '2029-02-28'], ['2027-12-31', '2028-12-31'],
  ])('%s → %s', (day, next) => expect(shiftYear(day)).toBe(next));
});

describe('POST /api/schedules/copy/{from}/{to}', () => {
  it('copies the departures starting in the range a year later and answers the new ids', async () => {
    const res = await copy(fy('03-01'), fy('04-30'), `asset=${f.vessel}&addyear=1`);
    expect(res.status, await res.clone().text()).toBe(200);
    const { ids, count } = (await res.json()) as { ids: string[]; count: number };
    // The cancelled departure of April is not copied.
    expect(count).toBe(2);
    const all = await vesselSchedules(f.vessel);
    const copies = all.filter((s) => ids.includes(s.id));
    expect(copies.map((s) => [s.name, s.dateFrom, s.dateTo, s.status, s.tour])).toEqual([
      [`Copy Reefs 4 Mar ${FY + 1}`, fy('03-04', 1), fy('03-11', 1), 'open', f.tour],
      [`Copy Reefs 11 Mar ${FY + 1}`, fy('03-11', 1), fy('03-18', 1), 'open', f.tour],
    ]);
    // The copies are bookable departures of their own: no guests, every cabin free.
    const info = (await (await t.api.call('GET', `/api/schedules/${ids[0]}/info`, { token: t.admin })).json()) as { schedule: { paxBooked: number; freeBeds: number } };
    expect(info.schedule).toMatchObject({ paxBooked: 0, freeBeds: 6 });
  });

  it('is all or nothing: a copy that overlaps a departure refuses the whole copy', async () => {
    // Only the second copy (11 to 18 March two years after the fleet's) would clash with this one.
    const blocker = (await post(t.api, t.admin, '/api/schedules', { name: 'Charter', vessel: f.vessel, dateFrom: fy('03-12', 2), dateTo: fy('03-14', 2) })).id;
    const before = await vesselSchedules(f.vessel);
    const res = await copy(fy('03-01', 1), fy('03-31', 1), `asset=${f.vessel}&addyear=1`);
    expect(res.status).toBe(409);
    const err = (await res.json()) as { message: string; description: string };
    expect(err.message).toBe('SCHEDULE_OVERLAP');
    expect(err.description).toContain('Charter');
    const after = await vesselSchedules(f.vessel);
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after.some((s) => s.dateFrom === fy('03-04', 2))).toBe(false);
    // Once the clash is cancelled the same copy goes through.
    await post(t.api, t.admin, `/api/schedules/${blocker}`, { status: 'cancelled' });
    const ok = await copy(fy('03-01', 1), fy('03-31', 1), `asset=${f.vessel}&addyear=true`);
    const { ids } = (await ok.json()) as { ids: string[] };
    expect((await vesselSchedules(f.vessel)).filter((s) => ids.includes(s.id)).map((s) => s.dateFrom)).toEqual([fy('03-04', 2), fy('03-11', 2)]);
  });

  it('without addyear the copies keep the dates, which overlap the originals: 409', async () => {
    const res = await copy(fy('03-01'), fy('03-31'), `asset=${f.vessel}`);
    expect(res.status).toBe(409);
  });

  it('an empty range copies nothing', async () => {
    const res = await copy(fy('01-01', 7), fy('12-31', 7), `asset=${f.vessel}&addyear=1`);
    expect(await res.json()).toEqual({ ids: [], count: 0 });
  });

  it('validates, needs schedules.create and a vessel the caller may use', async () => {
    expect((await copy(fy('03-01'), fy('03-31'), 'addyear=1')).status).toBe(400);
    expect((await copy(fy('03-01'), fy('03-31'), `asset=${f.vessel}&addyear=2`)).status).toBe(400);
    expect((await copy(fy('03-31'), fy('03-01'), `asset=${f.vessel}&addyear=1`)).status).toBe(400);
    expect((await copy(fy('03-01'), fy('03-31'), 'asset=00000000-0000-4000-8000-000000000000&addyear=1')).status).toBe(404);
    expect((await copy(fy('03-01'), fy('03-31'), `asset=${f.vessel}&addyear=1`, await userWith(t.api, ['schedules.read']))).status).toBe(403);
    const limited = await userWith(t.api, ['schedules.create'], [{ ref: '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e20', type: 'vessel' }]);
    expect((await copy(fy('03-01'), fy('03-31'), `asset=${f.vessel}&addyear=1`, limited)).status).toBe(404);
  });
});

describe('GET /api/schedules/{id}/printList/{template}', () => {
  const pdf = async (path: string, token = t.admin) => {
    const res = await t.api.call('GET', path, { token });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it.each(['cabins', 'manifest'])('the %s template is a PDF', async (template) => {
    const { res, bytes } = await pdf(`/api/schedules/${f.s1}/printList/${template}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    expect(bytes.toString('latin1')).toMatch(/\/Type \/Page\b/);
    const text = await pdfText(bytes);
    for (const shown of ['Ida Lund', 'Ole Lund', 'Sven Berg', 'Copy A', 'Copy B', 'Copy C', `Copy Reefs 4 Mar ${FY}`]) expect(text).toContain(shown);
    // Cabins list the booking, the manifest the birthday and nationality instead.
    expect(text.includes(f.booking1No)).toBe(template === 'cabins');
    expect(text.includes('Nationality')).toBe(template === 'manifest');
  });

  it('a vessel list of the vessel is a template; one of another vessel or an unknown name is 404', async () => {
    const list = (await post(t.api, t.admin, '/api/vessellist', { name: 'Dive manifest', vessel: f.vessel, kind: 'manifest', columns: ['name', 'nationality', 'passport'] })).id;
    const { res, bytes } = await pdf(`/api/schedules/${f.s1}/printList/${list}`);
    expect(res.status).toBe(200);
    expect(await pdfText(bytes)).toMatch(/Dive manifest[^]*Name\nNationality\nIda Lund/);
    const foreign = (await post(t.api, t.admin, '/api/vessellist', { name: 'Other', vessel: '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e20' })).id;
    expect((await pdf(`/api/schedules/${f.s1}/printList/${foreign}`)).res.status).toBe(404);
    expect((await pdf(`/api/schedules/${f.s1}/printList/unknown`)).res.status).toBe(404);
    expect((await pdf(`/api/schedules/00000000-0000-4000-8000-000000000000/printList/cabins`)).res.status).toBe(404);
  });

  it('more guests make a longer list', async () => {
    const empty = await pdf(`/api/schedules/${f.s2}/printList/cabins`);
    const full = await pdf(`/api/schedules/${f.s1}/printList/cabins`);
    expect(full.bytes.length).toBeGreaterThan(empty.bytes.length);
  });
});
