// Rental gear (docs/decisions/dive.md, "Rental gear"): the inventory (read: diveplan.read; write:
// diveplan.update) and the gear on a diver of a dive (diveplan.update). Updates are POST like the
// generic resources' (api-calls 7.1).
import { createRoute, z } from '@hono/zod-openapi';
import { ZGearAssign, ZGearCreate, ZGearDetail, ZGearItem, ZGearQuery, ZGearUpdate } from '../../../lib/contract/dive-gear';
import { createRouter } from '../../http/router';
import { principalOf, requireScopes } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { assignGear, unassignGear } from './gear-assign';
import { createGear, gearDetail, updateGear } from './gear-inventory';
import { listGear } from './gear-rows';

export const diveGearRoutes = createRouter();
const tags = ['Dive'];
const read = requireScopes('diveplan.read');
const write = requireScopes('diveplan.update');
const ZId = z.object({ id: z.string() });
const ZOnDiver = z.object({ id: z.string(), customer: z.string() });

diveGearRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/gear', tags, middleware: [read],
  summary: 'The rental gear of the caller\'s assets with state and, while rented, the dive and diver',
  request: { query: ZGearQuery },
  responses: { ...jsonOk(z.object({ items: z.array(ZGearItem) }), 'The gear'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json({ items: await listGear(c.get('db'), principalOf(c), c.req.valid('query')) }, 200));

diveGearRoutes.openapi(createRoute({
  method: 'post', path: '/api/dive/gear', tags, middleware: [write],
  summary: 'Add a rental gear item (kind, size, unique serial, rental product); it starts available',
  request: jsonBody(ZGearCreate),
  responses: { ...jsonOk(ZGearDetail, 'The item with its history'), ...errorResponses(400, 401, 403, 409) },
}), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const p = principalOf(c);
  const id = await db.transaction((tx) => createGear(tx, p, body));
  return c.json(await gearDetail(db, p, id), 200);
});

diveGearRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/gear/{id}', tags, middleware: [read],
  summary: 'A rental gear item with its history (every change, who and when, the dives it went on)',
  request: { params: ZId },
  responses: { ...jsonOk(ZGearDetail, 'The item with its history'), ...errorResponses(401, 403, 404) },
}), async (c) => c.json(await gearDetail(c.get('db'), principalOf(c), c.req.valid('param').id), 200));

diveGearRoutes.openapi(createRoute({
  method: 'post', path: '/api/dive/gear/{id}', tags, middleware: [write],
  summary: 'Change a rental gear item, or move it between available and maintenance with a note (not while rented)',
  request: { params: ZId, ...jsonBody(ZGearUpdate) },
  responses: { ...jsonOk(ZGearDetail, 'The item with its history'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const p = principalOf(c);
  const { id } = c.req.valid('param');
  await db.transaction((tx) => updateGear(tx, p, id, body));
  return c.json(await gearDetail(db, p, id), 200);
});

diveGearRoutes.openapi(createRoute({
  method: 'post', path: '/api/diveplan/{id}/divers/{customer}/gear', tags, middleware: [write],
  summary: 'Put an available rental gear item on a diver of the dive (one item on one diver at a time)',
  request: { params: ZOnDiver, ...jsonBody(ZGearAssign) },
  responses: { ...jsonOk(ZGearDetail, 'The item, now rented'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id, customer } = c.req.valid('param');
  const { gear } = c.req.valid('json');
  const db = c.get('db');
  const p = principalOf(c);
  await db.transaction((tx) => assignGear(tx, { p, planId: id, customer, gear }));
  return c.json(await gearDetail(db, p, gear), 200);
});

diveGearRoutes.openapi(createRoute({
  method: 'delete', path: '/api/diveplan/{id}/divers/{customer}/gear/{gear}', tags, middleware: [write],
  summary: 'Take a rental gear item off a diver before they go in (it is available again)',
  request: { params: z.object({ id: z.string(), customer: z.string(), gear: z.string() }) },
  responses: { ...jsonOk(ZGearDetail, 'The item, available again'), ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const { id, customer, gear } = c.req.valid('param');
  const db = c.get('db');
  const p = principalOf(c);
  await db.transaction((tx) => unassignGear(tx, { p, planId: id, customer, gear }));
  return c.json(await gearDetail(db, p, gear), 200);
});
