// The form builder's calls beside the generic /api/formdef ones (docs/decisions/guest-forms.md):
//   GET /api/formdef/{id}/versions            the versions, newest first, with their answered forms
//   GET /api/formdef/{id}/versions/{version}  one version's content and hash (an answered form's questions)
//   GET /api/form/{id}/signatures             a form's signatures, their hashes checked again
import { createRoute, z } from '@hono/zod-openapi';
import { ZFormElement } from '../../../lib/contract/form-elements';
import { ZI18nText } from '../../../lib/contract/resources/define';
import { ZSignatureCheck } from '../../../lib/contract/signature';
import { createRouter } from '../../http/router';
import { requireAnyScope } from '../../http/security';
import { bindingOf } from '../resources/registry';
import { findVisible, storeContext } from '../resources/store';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { checkSignatures } from './signatures';
import { definitionVersion, listVersions } from './versions';

const scopesOf = (name: string, action: 'read' | 'update'): ReturnType<typeof requireAnyScope> => (c, next) =>
  requireAnyScope(...bindingOf(name)!.resource.scopes[action])(c, next);

const ZVersion = z.object({
  formdef: z.uuid(), version: z.number().int(), current: z.boolean(), name: z.string(),
  description: ZI18nText.nullable(), elements: z.array(ZFormElement), formHash: z.string(),
});
const ZVersionSummary = z.object({
  version: z.number().int(), current: z.boolean(), name: z.string(), elements: z.number().int(),
  supersededAt: z.string().nullable(), answers: z.number().int().describe('Forms answered under this version'),
});

export const formDefinitionRoutes = createRouter();

formDefinitionRoutes.openapi(createRoute({
  method: 'get', path: '/api/formdef/{id}/versions', tags: ['formdef'], middleware: [scopesOf('formdef', 'read')],
  summary: 'The versions of a form definition, newest first: a change of its name, description or elements makes a new one',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(z.array(ZVersionSummary), 'The versions'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = storeContext(c);
  const row = await findVisible(bindingOf('formdef')!, c.req.valid('param').id, ctx);
  return c.json(await listVersions(ctx.db, row.id), 200);
});

formDefinitionRoutes.openapi(createRoute({
  // Whoever reads forms reads the questions their answers were given to.
  method: 'get', path: '/api/formdef/{id}/versions/{version}', tags: ['formdef'], middleware: [scopesOf('formdef', 'read')],
  summary: 'One version of a form definition: its questions as they were, and the hash its signatures refer to',
  request: { params: z.object({ id: z.uuid(), version: z.coerce.number().int().min(1).max(2147483647) }) },
  responses: { ...jsonOk(ZVersion, 'The version'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = storeContext(c);
  const { id, version } = c.req.valid('param');
  const row = await findVisible(bindingOf('formdef')!, id, ctx);
  return c.json(await definitionVersion(ctx.db, row.id, version), 200);
});

formDefinitionRoutes.openapi(createRoute({
  method: 'get', path: '/api/form/{id}/signatures', tags: ['form'], middleware: [scopesOf('form', 'read')],
  summary: 'The signatures of a form, each with its content hash computed again: valid is false when the answers or the questions changed after signing',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(z.array(ZSignatureCheck), 'The signatures'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = storeContext(c);
  const form = await findVisible(bindingOf('form')!, c.req.valid('param').id, ctx);
  const version = await definitionVersion(ctx.db, form.formdef as string, (form.formdefVersion as number | null) ?? null);
  return c.json(checkSignatures(version, (form.data ?? {}) as Record<string, unknown>), 200);
});
