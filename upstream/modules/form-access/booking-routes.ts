// The guest forms of a booking (api-calls 7.12): GET rooms (every guest with their form and
// whether they answered), POST addToBooking/{id} (one form per guest without one, in one step),
// POST customer/{customer}/{booking} (one guest's form), POST {form}/addToBooking (a form made
// without a booking joins one), POST appendMissingFields (a booking's forms prefilled from the
// customers). The caller needs the guest-form scope of the action and the booking: staff within
// their assets, an agency its own bookings; anyone else's booking is 404.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context';
import { bindingOf } from '../resources/registry';
import { findVisible, storeContext } from '../resources/store';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { loadBooking } from '../bookings/access';
import { appendMissingOfBooking } from './append-missing';
import { addMissingForms, attachToBooking, formForCustomer, roomsOverview } from './booking-forms';
import { needs } from './needs';

const tags = ['guestform'];
const ZForm = z.record(z.string(), z.unknown());
const ZGuestRow = z.object({
  index: z.number().int().describe('Position among the room\'s guests'), customer: z.uuid().nullable(), name: z.string(), answered: z.boolean(),
  form: z.object({ id: z.uuid(), name: z.string(), kind: z.string(), status: z.string(), submittedAt: z.string().nullable(), linkActive: z.boolean() }).nullable(),
});
const ZRooms = z.object({
  booking: z.uuid(), guests: z.number().int(), forms: z.number().int(),
  missing: z.number().int().describe('Guests without a guest form'), unanswered: z.number().int().describe('Guests whose form is not answered (or who have none)'),
  rooms: z.array(z.object({ bookingRoom: z.uuid(), room: z.uuid(), roomName: z.string(), dateFrom: z.string(), dateTo: z.string(), guests: z.array(ZGuestRow) })),
});
const write = errorResponses(400, 401, 403, 404, 409);

export function mountBookingFormRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/rooms', tags, middleware: [needs(['guestform', 'read'])],
    summary: 'A booking\'s rooms with every guest, their guest form and whether they answered',
    request: { query: z.object({ booking: z.uuid() }) },
    responses: { ...jsonOk(ZRooms, 'The guests and their forms'), ...errorResponses(400, 401, 403, 404) },
  }), async (c) => {
    const ctx = storeContext(c);
    const b = await loadBooking(ctx.db, ctx.principal, c.req.valid('query').booking, 'read');
    return c.json(await roomsOverview(ctx.db, b.id), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/guestform/addToBooking/{id}', tags, middleware: [needs(['guestform', 'create'])],
    summary: 'Create the missing guest forms of booking {id}: one for every guest without one (a multi-guest form covers all)',
    request: { params: z.object({ id: z.uuid().describe('The booking') }) },
    responses: { ...jsonOk(z.object({ created: z.array(ZForm), existing: z.number().int() }), 'The forms made now, and how many the booking had'), ...write },
  }), async (c) => {
    const ctx = storeContext(c);
    const b = await loadBooking(ctx.db, ctx.principal, c.req.valid('param').id, 'write');
    return c.json(await addMissingForms(ctx, b), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/guestform/customer/{customer}/{booking}', tags, middleware: [needs(['guestform', 'create'])],
    summary: 'The guest form of one guest (a customer in the booking\'s rooms, or the booking\'s customer): made when missing',
    request: { params: z.object({ customer: z.uuid(), booking: z.uuid() }) },
    responses: {
      ...jsonOk(ZForm, 'The guest\'s existing form'), 201: { content: { 'application/json': { schema: ZForm } }, description: 'The form made now' },
      ...write,
    },
  }), async (c) => {
    const ctx = storeContext(c);
    const { customer, booking } = c.req.valid('param');
    const b = await loadBooking(ctx.db, ctx.principal, booking, 'write');
    const out = await formForCustomer(ctx, b, customer);
    return out.created ? c.json(out.form, 201) : c.json(out.form, 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/guestform/{form}/addToBooking', tags, middleware: [needs(['guestform', 'update'])],
    summary: 'Add guest form {form}, made without a booking, to a booking (409 when it belongs to another, or the guest has a form there)',
    request: { params: z.object({ form: z.uuid() }), ...jsonBody(z.strictObject({ booking: z.uuid() })) },
    responses: { ...jsonOk(ZForm, 'The form as stored'), ...write },
  }), async (c) => {
    const ctx = storeContext(c);
    const form = await findVisible(bindingOf('guestform')!, c.req.valid('param').form, ctx, 'update');
    const b = await loadBooking(ctx.db, ctx.principal, c.req.valid('json').booking, 'write');
    return c.json(await attachToBooking(ctx, form, b), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/guestform/appendMissingFields', tags, middleware: [needs(['guestform', 'update'])],
    summary: 'Fill in the empty answers of a booking\'s guest forms from their customers (never overwrites an answer; synced forms stay)',
    request: { ...jsonBody(z.strictObject({ booking: z.uuid() })) },
    responses: { ...jsonOk(z.object({ forms: z.number().int(), changed: z.array(z.object({ id: z.uuid(), appended: z.array(z.string()) })) }), 'The forms that got answers'), ...write },
  }), async (c) => {
    const ctx = storeContext(c);
    const b = await loadBooking(ctx.db, ctx.principal, c.req.valid('json').booking, 'write');
    return c.json(await appendMissingOfBooking(ctx, b.id), 200);
  });
}
