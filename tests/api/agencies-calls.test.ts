// Agencies (issue 18, api-calls 7.10): contacts and {agency}/link/{system}; an agency user sees
// only their own agency's, another agency's link answers like a missing one.
import { describe, expect, it } from 'vitest';
import { callAs, OTHER_AGENCY_ID, type TCaller } from '../attack/personas';
import { DEMO_AGENCY_ID } from '../../upstream/db/seed/demo-ids';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
const t = apiFile({ personas: true });
const as = (c: TCaller, method: string, path: string, body?: unknown) => callAs(t.api, c, method, path, body);


describe('agency calls', () => {
  it('contacts: staff see every active agency, an agency user only their own', async () => {
    const all = (await (await as(t.who.admin, 'GET', '/api/agencies/contacts')).json()) as TRec[];
    expect(all.map((a) => a.id)).toEqual(expect.arrayContaining([DEMO_AGENCY_ID, OTHER_AGENCY_ID]));
    const own = (await (await as(t.who.agency, 'GET', '/api/agencies/contacts')).json()) as TRec[];
    expect(own.map((a) => a.id)).toEqual([DEMO_AGENCY_ID]);
    expect((await as(t.who.customer, 'GET', '/api/agencies/contacts')).status).toBe(403);
  });

  it('link/{system}: set, read, replace, refused for a second agency, removed', async () => {
    const set = await as(t.who.admin, 'POST', `/api/agencies/${DEMO_AGENCY_ID}/link/channel`, { external: 'AG-1', data: { market: 'DE' } });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await (await as(t.who.agency, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/link/channel`)).json()).toMatchObject({ external: 'AG-1', data: { market: 'DE' } });
    expect((await as(t.who.admin, 'POST', `/api/agencies/${OTHER_AGENCY_ID}/link/channel`, { external: 'AG-1' })).status).toBe(409);
    expect((await as(t.who.admin, 'POST', `/api/agencies/${DEMO_AGENCY_ID}/link/channel`, { external: 'AG-2' })).status).toBe(200);
    // another agency's link answers like a missing agency; an agency never writes links
    expect((await as(t.who.otherAgency, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/link/channel`)).status).toBe(404);
    expect((await as(t.who.otherAgency, 'GET', '/api/agencies/00000000-0000-4000-8000-000000000000/link/channel')).status).toBe(404);
    expect((await as(t.who.agency, 'POST', `/api/agencies/${DEMO_AGENCY_ID}/link/channel`, { external: 'X' })).status).toBe(403);
    expect((await as(t.who.agency, 'DELETE', `/api/agencies/${DEMO_AGENCY_ID}/link/channel`)).status).toBe(403);
    expect((await as(t.who.admin, 'DELETE', `/api/agencies/${DEMO_AGENCY_ID}/link/channel`)).status).toBe(200);
    expect((await as(t.who.admin, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/link/channel`)).status).toBe(404);
  });
});
