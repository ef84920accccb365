// The dive plan calls (docs/decisions/dive.md): the day's plan per boat with the guests in house,
// a dive's divers, its manifest (JSON and PDF), the roll call and closing. Reading needs
// diveplan.read, changing a dive's divers and roll call diveplan.update.
import { createRoute, z } from '@hono/zod-openapi';
import { ZDiveClose, ZDiverAdd, ZDiverEdit, ZManifest, ZPlanDay, ZPlanDayQuery, ZRollCall } from '../../../lib/contract/dive';
import { ZDiveCloseResult } from '../../../lib/contract/dive-gear';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope, requireScopes } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { addDiver, editDiver, removeDiver } from './assign-diver';
import { closeDive } from './close-dive';
import { copyDay } from './copy-day';
import { diveManifest } from './manifest';
import { renderManifestPdf } from './manifest-pdf';
import { planDay } from './plan-day';
import { rollCall } from './roll-call';
import { clockTime, timeZoneOf } from './close-dive';
import { loadPlan } from './dive-rows';

export const divePlanRoutes = createRouter();
const tags = ['Dive'];
const ZId = z.object({ id: z.string() });
const ZIdCustomer = z.object({ id: z.string(), customer: z.string() });
const ZParticipantOut = z.object({ customer: z.string(), inAt: z.string().nullable(), outAt: z.string().nullable(), gas: z.string(), nitroxPercent: z.number().nullable(), tankSize: z.number().nullable(), gear: z.array(z.string()) });
const participantWire = (r: { customerId: string; inAt: Date | null; outAt: Date | null; gas: string; nitroxPercent: number | null; tankSize: number | null; gear: string[] }) => ({
  customer: r.customerId, inAt: r.inAt?.toISOString() ?? null, outAt: r.outAt?.toISOString() ?? null, gas: r.gas, nitroxPercent: r.nitroxPercent, tankSize: r.tankSize, gear: r.gear,
});

divePlanRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/plan', tags, middleware: [requireAnyScope('diveplan.read', 'divelog.read')],
  summary: "A day's dives per boat with their warnings (capacity, guide ratio), and the guests in house or on board who can dive",
  request: { query: ZPlanDayQuery },
  responses: { ...jsonOk(ZPlanDay, 'The day plan'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await planDay(c.get('db'), principalOf(c), c.req.valid('query').date), 200));

divePlanRoutes.openapi(createRoute({
  method: 'post', path: '/api/diveplan/{id}/divers', tags, middleware: [requireScopes('diveplan.update')],
  summary: 'Put a guest in house on the dive with gas, tank and rental gear',
  request: { params: ZId, ...jsonBody(ZDiverAdd) },
  responses: { ...jsonOk(ZParticipantOut, 'The diver on the dive'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const body = c.req.valid('json');
  const row = await c.get('db').transaction((tx) => addDiver(tx, { p: principalOf(c), planId: c.req.valid('param').id, body }));
  return c.json(participantWire(row), 200);
});

divePlanRoutes.openapi(createRoute({
  method: 'post', path: '/api/diveplan/{id}/divers/{customer}', tags, middleware: [requireScopes('diveplan.update')],
  summary: "Change a diver's gas, tank or rental gear on the dive",
  request: { params: ZIdCustomer, ...jsonBody(ZDiverEdit) },
  responses: { ...jsonOk(ZParticipantOut, 'The diver on the dive'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id, customer } = c.req.valid('param');
  const body = c.req.valid('json');
  const row = await c.get('db').transaction((tx) => editDiver(tx, { p: principalOf(c), planId: id, customer, body }));
  return c.json(participantWire(row), 200);
});

divePlanRoutes.openapi(createRoute({
  method: 'delete', path: '/api/diveplan/{id}/divers/{customer}', tags, middleware: [requireScopes('diveplan.update')],
  summary: 'Take a diver off the dive (not once they went into the water)',
  request: { params: ZIdCustomer },
  responses: { ...jsonOk(z.object({ ok: z.boolean() }), 'Removed'), ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const { id, customer } = c.req.valid('param');
  await c.get('db').transaction((tx) => removeDiver(tx, { p: principalOf(c), planId: id, customer }));
  return c.json({ ok: true }, 200);
});

divePlanRoutes.openapi(createRoute({
  method: 'get', path: '/api/diveplan/{id}/manifest', tags, middleware: [requireScopes('diveplan.read')],
  summary: 'The manifest of the dive: divers with certification, gas, tank, gear, medical, waiver, emergency contact, readiness and roll call',
  request: { params: ZId },
  responses: { ...jsonOk(ZManifest, 'The manifest'), ...errorResponses(401, 403, 404) },
}), async (c) => c.json(await diveManifest(c.get('db'), principalOf(c), c.req.valid('param').id), 200));

divePlanRoutes.openapi(createRoute({
  method: 'get', path: '/api/diveplan/{id}/manifest/pdf', tags, middleware: [requireScopes('diveplan.read')],
  summary: 'The manifest of the dive as a printable PDF, in the language asked for (lang, default German)',
  request: { params: ZId, query: z.object({ lang: z.enum(['de', 'en']).optional() }) },
  responses: { 200: { content: { 'application/pdf': { schema: z.string() } }, description: 'PDF' }, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const m = await diveManifest(db, p, c.req.valid('param').id);
  const tz = await timeZoneOf(db, await loadPlan(db, p, m.dive.id));
  const pdf = await renderManifestPdf(m, (iso) => (iso ? clockTime(new Date(iso), tz) : null), c.req.valid('query').lang ?? 'de');
  const file = `${m.dive.date}-manifest`;
  return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}.pdf"` });
});

divePlanRoutes.openapi(createRoute({
  method: 'post', path: '/api/diveplan/{id}/rollcall', tags, middleware: [requireScopes('diveplan.update')],
  summary: 'Check a diver into the water or back on board, with the time; entering needs the diver ready or a named override with a reason',
  request: { params: ZId, ...jsonBody(ZRollCall) },
  responses: { ...jsonOk(ZParticipantOut, 'The diver after the check-off'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const body = c.req.valid('json');
  const row = await c.get('db').transaction((tx) => rollCall(tx, { p: principalOf(c), planId: c.req.valid('param').id, body }));
  return c.json(participantWire(row), 200);
});

divePlanRoutes.openapi(createRoute({
  method: 'post', path: '/api/diveplan/{id}/close', tags, middleware: [requireScopes('diveplan.update', 'divelog.create')],
  summary: "Close the dive (refused while a diver is in the water): write each diver's dive log entry, return the rental gear, bill dives and gear onto the room bills",
  request: { params: ZId, ...jsonBody(ZDiveClose) },
  responses: { ...jsonOk(ZDiveCloseResult, 'The dive log entries written, the on-site items billed, what was not billed and why, the gear returned'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => closeDive(tx, { p: principalOf(c), planId: c.req.valid('param').id, body })), 200);
});

divePlanRoutes.openapi(createRoute({
  method: 'post', path: '/api/dive/plan/copy', tags, middleware: [requireScopes('diveplan.create')],
  summary: "Copy a day's dives (site, times, boat, type, guide, crew) to another day, planned and without divers",
  request: jsonBody(z.strictObject({ from: z.iso.date(), to: z.iso.date() })),
  responses: { ...jsonOk(z.object({ ids: z.array(z.string()) }), 'The new dives'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { from, to } = c.req.valid('json');
  const ids = await c.get('db').transaction((tx) => copyDay(tx, { p: principalOf(c), from, to }));
  return c.json({ ids }, 200);
});
