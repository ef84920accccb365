// GET /api/p/r/{type}/{template}/{context} (issue 38 item 4, api-calls 7.13): one print address
// that sends a signed-in caller on to the printout's own call, which checks access and renders.
import { describe, expect, it } from 'vitest';
import { DEMO_AGENCY_ID } from '../../upstream/db/seed/demo-ids';
import { OTHER_AGENCY_ID } from '../attack/personas';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['agency'] });
const get = (path: string, token = t.admin) => t.api.call('GET', path, { token });

/** The redirect's target, then the target called with the same login. */
async function follow(path: string, token = t.admin): Promise<{ location: string; res: Response }> {
  const first = await get(path, token);
  expect(first.status, await first.clone().text()).toBe(303);
  const location = first.headers.get('location')!;
  return { location, res: await get(location, token) };
}

describe('GET /api/p/r/{type}/{template}/{context}', () => {
  it('sends the caller to the printout\'s own call, which answers the PDF', async () => {
    const { location, res } = await follow(`/api/p/r/agency/datasheet/${DEMO_AGENCY_ID}`);
    expect(location).toBe(`/api/agencies/${DEMO_AGENCY_ID}/print/datasheet`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('builds each type\'s address and passes the query on', async () => {
    const id = '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e10';
    const where = async (path: string) => (await get(path)).headers.get('location');
    expect(await where(`/api/p/r/resort/arrivals/${id}?from=2030-01-02&to=2030-01-03`)).toBe(`/api/resort/${id}/print/arrivals?from=2030-01-02&to=2030-01-03`);
    expect(await where(`/api/p/r/booking/confirmation/B-2030-7?force=1`)).toBe('/api/bookings/B-2030-7/download?template=confirmation&force=1');
    expect(await where(`/api/p/r/booking/voucher/${id}`)).toBe(`/api/bookings/${id}/voucher`);
    expect(await where(`/api/p/r/vessellist/${id}/${id}`)).toBe(`/api/vessellist/${id}/print/${id}`);
    expect(await where(`/api/p/r/schedule/manifest/${id}`)).toBe(`/api/schedules/${id}/printList/manifest`);
    expect(await where(`/api/p/r/guestform/form/${id}`)).toBe(`/api/guestform/${id}/print`);
  });

  it('the printout decides access: an agency user reaches their own agency only; a guest gets 401; unknown names 404', async () => {
    expect((await follow(`/api/p/r/agency/datasheet/${DEMO_AGENCY_ID}`, t.token.agency)).res.status).toBe(200);
    expect((await follow(`/api/p/r/agency/datasheet/${OTHER_AGENCY_ID}`, t.token.agency)).res.status).toBe(404);
    expect((await t.api.call('GET', `/api/p/r/agency/datasheet/${DEMO_AGENCY_ID}`)).status).toBe(401);
    expect((await get(`/api/p/r/booking/nonsense/${DEMO_AGENCY_ID}`)).status).toBe(404);
    expect((await get(`/api/p/r/guestform/other/${DEMO_AGENCY_ID}`)).status).toBe(404);
    expect((await get(`/api/p/r/nothing/x/${DEMO_AGENCY_ID}`)).status).toBe(400); // not a type: the route's 400
    // a redirect never leaves the API: a context cannot carry a path or a host
    expect((await get('/api/p/r/agency/datasheet/..%2F..%2Fevil.example')).status).toBe(400);
  });
});
