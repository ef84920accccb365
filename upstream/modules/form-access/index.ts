// Forms opened by their link's token (api-calls 7.12), and the links staff send to guests.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { bindingOf } from '../resources/registry';
import { findVisible } from '../resources/store';
import { errorResponses, jsonOk } from '../system/openapi-helpers';
import { linksOf } from './store';

export { tokenAccess } from './token-access';

const ZLinks = z.object({ links: z.array(z.object({ layout: z.enum(['single', 'multi']), path: z.string() })) });

export const formAccessRoutes = createRouter();
for (const [kind, base] of [['form', '/api/form'], ['guestform', '/api/guestform']] as const) {
  formAccessRoutes.openapi(createRoute({
    method: 'get', path: `${base}/{id}/links`, tags: [kind],
    middleware: [(c, next) => requireAnyScope(...bindingOf(kind)!.resource.scopes.read)(c, next)],
    summary: 'The links of the form for its guest (paths of the public pages, with the token)',
    request: { params: z.object({ id: z.uuid() }) },
    responses: { ...jsonOk(ZLinks, 'The links'), ...errorResponses(400, 401, 403, 404) },
  }), async (c) => {
    const id = c.req.valid('param').id;
    // Only a caller who may read the form gets its links (a customer: their own guest forms).
    await findVisible(bindingOf(kind)!, id, { db: c.get('db'), principal: principalOf(c), lang: c.get('lang') });
    return c.json({ links: await linksOf(c.get('db'), kind, id) }, 200);
  });
}
