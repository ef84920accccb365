// Forms opened by their link's token (api-calls 7.12), and the links staff send to guests.
import { createRoute, z } from '@hono/zod-openapi';
import { hasAnyScope } from '../../../lib/access/scopes';
import { DISPLAY_ELEMENTS, MAX_FORM_GUESTS } from '../../../lib/contract/form-access';
import { FORM_ELEMENT_TYPES } from '../../../lib/contract/resources/enums';
import { errors } from '../../http/errors';
import { createRouter } from '../../http/router';
import { bindingOf } from '../resources/registry';
import { findVisible, storeContext } from '../resources/store';
import { wireFor } from '../resources/wire';
import { readGeneral } from '../settings/store';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { mountBookingFormRoutes } from './booking-routes';
import { mountFileRoutes } from './file-routes';
import { mountFormMediaRoutes } from './form-media-routes';
import { mountFormCallRoutes } from './form-routes';
import { needs } from './needs';
import { qrSvg } from './qr';
import { linksOf, renewLinks } from './store';
import { syncWithCustomer } from './sync';

const ZConstants = z.object({
  elementTypes: z.array(z.enum(FORM_ELEMENT_TYPES)),
  displayElements: z.array(z.enum(FORM_ELEMENT_TYPES)).describe('Elements that show their label and take no answer'),
  maxGuestFormFileSizeinKb: z.number().int(),
  maxGuests: z.number().int().describe('Most guest sections of a multi-guest form'),
});

const ZLinks = z.object({ links: z.array(z.object({ layout: z.enum(['single', 'multi']), path: z.string() })) });

export const formAccessRoutes = createRouter();
// The fixed paths (types, statistics, rooms, self, addToBooking, ...) of api-calls 7.12.
mountBookingFormRoutes(formAccessRoutes);
mountFormCallRoutes(formAccessRoutes);
mountFileRoutes(formAccessRoutes);
mountFormMediaRoutes(formAccessRoutes);

formAccessRoutes.openapi(createRoute({
  method: 'get', path: '/api/form/constants', tags: ['form'], middleware: [needs(['form', 'read'])],
  summary: 'The value sets of the form screens: element types and limits',
  responses: { ...jsonOk(ZConstants, 'The constants'), ...errorResponses(401, 403) },
}), async (c) => c.json({
  elementTypes: [...FORM_ELEMENT_TYPES], displayElements: [...DISPLAY_ELEMENTS], maxGuests: MAX_FORM_GUESTS,
  maxGuestFormFileSizeinKb: (await readGeneral(c.get('db'))).maxGuestFormFileSizeinKb,
}, 200));

formAccessRoutes.openapi(createRoute({
  // Whoever may read forms or guest forms (a customer: to show the link of their own guest form).
  method: 'get', path: '/api/form/qrcode', tags: ['form'], middleware: [needs(['form', 'read'], ['guestform', 'read'])],
  summary: 'A QR code (SVG) of a form link, to print or to show on a screen',
  request: { query: z.object({ url: z.url({ protocol: /^https?$/ }).max(2000).describe('The absolute link (origin + the path of GET {id}/links)') }) },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The QR code' },
    ...errorResponses(400, 401, 403),
  },
}), async (c) => c.body(await qrSvg(c.req.valid('query').url), 200, {
  'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'private, max-age=86400',
}));
// GET {id}/links for whoever may read the form (a customer: their own guest forms); POST makes new
// ones (a new token) for whoever may change it.
const LINK_CALLS = [
  { method: 'get', action: 'read', summary: 'The links of the form for its guest (paths of the public pages, with the token)', work: linksOf },
  { method: 'post', action: 'update', summary: 'New links for the form: a new token, and the old links open nothing any more', work: renewLinks },
] as const;
for (const [kind, base] of [['form', '/api/form'], ['guestform', '/api/guestform']] as const) {
  for (const call of LINK_CALLS) {
    formAccessRoutes.openapi(createRoute({
      method: call.method, path: `${base}/{id}/links`, tags: [kind], middleware: [needs([kind, call.action])], summary: call.summary,
      request: { params: z.object({ id: z.uuid() }) },
      responses: { ...jsonOk(ZLinks, 'The links'), ...errorResponses(400, 401, 403, 404) },
    }), async (c) => {
      const id = c.req.valid('param').id;
      await findVisible(bindingOf(kind)!, id, storeContext(c), call.action);
      return c.json({ links: await call.work(c.get('db'), kind, id) }, 200);
    });
  }
}

formAccessRoutes.openapi(createRoute({
  method: 'post', path: '/api/guestform/{id}/syncWithCustomer', tags: ['guestform'],
  middleware: [needs(['guestform', 'update'])],
  summary: 'Copy the guest\'s answers into the guest form\'s customer; the form becomes synced (409 when not sent yet or without a customer)',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(z.object({ guestform: z.record(z.string(), z.unknown()), customer: z.record(z.string(), z.unknown()) }), 'Both records as stored'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const ctx = storeContext(c);
  const [forms, customers] = [bindingOf('guestform')!, bindingOf('customers')!];
  const form = await findVisible(forms, c.req.valid('param').id, ctx, 'update');
  if (typeof form.customer !== 'string') throw errors.conflict('FORM_WITHOUT_CUSTOMER', 'The guest form names no customer to copy into.');
  if (!hasAnyScope(ctx.principal.scopes, customers.resource.scopes.update)) throw errors.forbidden();
  const customer = await findVisible(customers, form.customer, ctx, 'update');
  const out = await syncWithCustomer(ctx.db, form, customer);
  return c.json({ guestform: wireFor(forms, out.guestform, ctx.principal), customer: wireFor(customers, out.customer, ctx.principal) }, 200);
});
