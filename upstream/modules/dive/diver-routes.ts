// A diver's readiness record and certifications (docs/decisions/dive.md). Reading needs
// diveplan.read or divelog.read; writing diveplan.update or divelog.update.
import { createRoute, z } from '@hono/zod-openapi';
import { ZCertification, ZCertificationCreate, ZDiverRecord, ZDiverRecordWrite } from '../../../lib/contract/dive';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { addCertification, certWire, deleteCertification, diverRecord, verifyCertification, writeDiverRecord } from './diver-records';

export const diverRoutes = createRouter();
const tags = ['Dive'];
const read = requireAnyScope('diveplan.read', 'divelog.read');
const write = requireAnyScope('diveplan.update', 'divelog.update');
const ZCustomer = z.object({ customer: z.string() });
const ZId = z.object({ id: z.string() });

diverRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/divers/{customer}', tags, middleware: [read],
  summary: "A diver's certifications, medical, waiver, emergency contact and last logged dive",
  request: { params: ZCustomer },
  responses: { ...jsonOk(ZDiverRecord, 'The diver'), ...errorResponses(401, 403, 404) },
}), async (c) => c.json(await diverRecord(c.get('db'), c.req.valid('param').customer), 200));

diverRoutes.openapi(createRoute({
  method: 'post', path: '/api/dive/divers/{customer}', tags, middleware: [write],
  summary: "Write a diver's emergency contact, medical questionnaire and waiver dates (given fields only)",
  request: { params: ZCustomer, ...jsonBody(ZDiverRecordWrite) },
  responses: { ...jsonOk(ZDiverRecord, 'The diver'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { customer } = c.req.valid('param');
  const body = c.req.valid('json');
  const db = c.get('db');
  await db.transaction((tx) => writeDiverRecord(tx, customer, body));
  return c.json(await diverRecord(db, customer), 200);
});

diverRoutes.openapi(createRoute({
  method: 'post', path: '/api/dive/divers/{customer}/certifications', tags, middleware: [write],
  summary: 'Add a certification (unverified until staff verify it)',
  request: { params: ZCustomer, ...jsonBody(ZCertificationCreate) },
  responses: { ...jsonOk(ZCertification, 'The certification'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const body = c.req.valid('json');
  const row = await c.get('db').transaction((tx) => addCertification(tx, c.req.valid('param').customer, body));
  return c.json(certWire(row), 200);
});

diverRoutes.openapi(createRoute({
  method: 'post', path: '/api/dive/certifications/{id}/verify', tags, middleware: [write],
  summary: 'Verify a certification: the caller is recorded as the verifying staff member, with the time',
  request: { params: ZId },
  responses: { ...jsonOk(ZCertification, 'The certification'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const row = await c.get('db').transaction((tx) => verifyCertification(tx, principalOf(c), c.req.valid('param').id));
  return c.json(certWire(row), 200);
});

diverRoutes.openapi(createRoute({
  method: 'delete', path: '/api/dive/certifications/{id}', tags, middleware: [write],
  summary: 'Remove a certification',
  request: { params: ZId },
  responses: { ...jsonOk(z.object({ ok: z.boolean() }), 'Removed'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  await c.get('db').transaction((tx) => deleteCertification(tx, c.req.valid('param').id));
  return c.json({ ok: true }, 200);
});
