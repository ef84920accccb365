// The agency calls of api-calls 7.10 built so far (issue 18): contacts, and the agency's id in an
// external system ({agency}/link/{system}: GET, POST, DELETE). Visibility is the generic
// agencies resource's (scopes, an agency user's own agency), 404 for anything else.
// Decisions: docs/decisions/customers.md ("Agencies").
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as R from '../../../lib/contract/resources/parties';
import { agencies, agencyLinks } from '../../db/schema';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { requireAnyScope, requireScopes } from '../../http/security';
import { bindingOf } from '../resources/registry';
import { findVisible, storeContext } from '../resources/store';
import { selfCondition } from '../resources/self-access';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';

export const agencyRoutes = createRouter();
const tags = ['Agencies'];
const READ = requireAnyScope(...R.agencies.scopes.read);
const ZParams = z.object({ agency: z.uuid(), system: z.string().min(1).max(100) });
const ZLink = z.object({ agency: z.uuid(), system: z.string(), external: z.string(), data: z.record(z.string(), z.unknown()), updatedAt: z.string() });
const wire = (l: typeof agencyLinks.$inferSelect) => ({ agency: l.agencyId, system: l.system, external: l.external, data: l.data as Record<string, unknown>, updatedAt: l.updatedAt.toISOString() });
const binding = () => bindingOf('agencies')!;

agencyRoutes.openapi(createRoute({
  method: 'get', path: '/api/agencies/contacts', tags, middleware: [READ], operationId: 'agenciesContacts',
  summary: 'The contact of every active agency the caller may see (an agency user: their own), by name',
  responses: { ...jsonOk(z.array(z.object({ id: z.uuid(), name: z.string(), contactName: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), city: z.string().nullable(), country: z.string().nullable() })), 'Contacts'), ...errorResponses(401, 403) },
}), async (c) => {
  const ctx = storeContext(c);
  const rows = await ctx.db.select({ id: agencies.id, name: agencies.name, contactName: agencies.contactName, email: agencies.email, phone: agencies.phone, city: agencies.city, country: agencies.country })
    .from(agencies).where(and(eq(agencies.isActive, true), selfCondition(binding(), ctx.principal, 'read'))).orderBy(asc(agencies.name), asc(agencies.id)).limit(5000);
  return c.json(rows, 200);
});

agencyRoutes.openapi(createRoute({
  method: 'get', path: '/api/agencies/{agency}/link/{system}', tags, middleware: [READ], operationId: 'agenciesLinkGet',
  summary: 'The agency\'s id in an external system (404 when not linked)', request: { params: ZParams },
  responses: { ...jsonOk(ZLink, 'The link'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = storeContext(c);
  const { agency, system } = c.req.valid('param');
  const row = await findVisible(binding(), agency, ctx);
  const [l] = await ctx.db.select().from(agencyLinks).where(and(eq(agencyLinks.agencyId, row.id), eq(agencyLinks.system, system)));
  if (!l) throw errors.notFound('Not linked');
  return c.json(wire(l), 200);
});

agencyRoutes.openapi(createRoute({
  method: 'post', path: '/api/agencies/{agency}/link/{system}', tags, middleware: [requireScopes('agencies.update')], operationId: 'agenciesLinkSet',
  summary: 'Link the agency to its id in an external system (replaces the system\'s link; 409 when another agency holds that id)',
  request: { params: ZParams, ...jsonBody(z.strictObject({ external: z.string().trim().min(1).max(200), data: z.record(z.string(), z.unknown()).optional() })) },
  responses: { ...jsonOk(ZLink, 'The link'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const ctx = storeContext(c);
  const { agency, system } = c.req.valid('param');
  const { external, data } = c.req.valid('json');
  return c.json(await ctx.db.transaction(async (tx) => {
    const row = await findVisible(binding(), agency, { ...ctx, db: tx }, 'update');
    const [held] = await tx.select().from(agencyLinks).where(and(eq(agencyLinks.system, system), eq(agencyLinks.external, external))).for('update');
    if (held && held.agencyId !== row.id) throw errors.conflict('EXTERNAL_ID_TAKEN', `${system} ${external} already names another agency.`);
    const [l] = await tx.insert(agencyLinks).values({ agencyId: row.id, system, external, data: data ?? {} })
      .onConflictDoUpdate({ target: [agencyLinks.agencyId, agencyLinks.system], set: { external, data: data ?? {}, updatedAt: sql`now()` } }).returning();
    return wire(l);
  }), 200);
});

agencyRoutes.openapi(createRoute({
  method: 'delete', path: '/api/agencies/{agency}/link/{system}', tags, middleware: [requireScopes('agencies.update')], operationId: 'agenciesLinkDelete',
  summary: 'Remove the agency\'s link to an external system', request: { params: ZParams },
  responses: { ...jsonOk(z.object({ deleted: z.literal(true) }), 'Removed'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = storeContext(c);
  const { agency, system } = c.req.valid('param');
  return c.json(await ctx.db.transaction(async (tx) => {
    const row = await findVisible(binding(), agency, { ...ctx, db: tx }, 'update');
    const gone = await tx.delete(agencyLinks).where(and(eq(agencyLinks.agencyId, row.id), eq(agencyLinks.system, system))).returning();
    if (!gone.length) throw errors.notFound('Not linked');
    return { deleted: true as const };
  }), 200);
});
