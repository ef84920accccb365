// Specials, commission and terms of payment of a booking (api-calls 7.4 and 7.7, issue 15):
// a special by hand, the commission, the terms, the due schedule, waiving the cancellation fee.
// Every change is one transaction and one version of the booking; the price is reloaded with it.
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { ZBookingDetail } from '../../../../lib/contract/booking-core';
import { today } from '../../../clock';
import type { Db } from '../../../db/client';
import { bookings, bookingSpecials, calculationLines, commissions, specials, termsOfPayment } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errorResponses, jsonOk } from '../../../http/openapi-helpers';
import { loadBooking, type TBookingRow } from '../access';
import { changeBooking } from '../booking-change';
import { reloadPrice } from '../prices/calculation';
import { waiveCancellationFee } from './cancellation-waiver';
import { updatePaymentPolicy } from './payment-policy';
import { calculateTerms, refreshDueFlag } from './terms';

export const bookingDealRoutes = createRouter();
const tags = ['Bookings'];
const detailOk = jsonOk(ZBookingDetail, 'The booking with its calculation');
const ZFlag = z.enum(['0', '1', 'true', 'false']).optional().openapi({ description: '1 or true: yes' });

async function change(db: Db, p: TPrincipal, id: string, action: string, fn: (tx: Db, row: TBookingRow) => Promise<void>) {
  return db.transaction((tx) => changeBooking(tx, p, id, action, 'office', async (row) => {
    await fn(tx, row);
    const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, row.id));
    await refreshDueFlag(tx, fresh, today());
  }));
}

bookingDealRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/special/{special}', tags, middleware: [requireAuth()],
  summary: 'Give the booking a special by hand (query ignoreRules: without checking its rules); 409 when it does not apply',
  request: { params: z.object({ id: z.uuid(), special: z.uuid() }), query: z.object({ ignoreRules: ZFlag }) },
  responses: { ...detailOk, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id, special } = c.req.valid('param');
  const ignoreRules = ['1', 'true'].includes(c.req.valid('query').ignoreRules ?? '');
  return c.json(await change(c.get('db'), principalOf(c), id, 'addSpecial', async (tx, row) => {
    const [s] = await tx.select({ id: specials.id, name: specials.name, type: specials.type }).from(specials).where(eq(specials.id, special));
    if (!s) throw errors.notFound('Special not found');
    await tx.insert(bookingSpecials).values({ bookingId: row.id, specialId: s.id, ignoreRules })
      .onConflictDoUpdate({ target: [bookingSpecials.bookingId, bookingSpecials.specialId], set: { ignoreRules } });
    await reloadPrice(tx, row, today(), true);
    if (s.type === 'AgencyCommission') return;
    const lines = await tx.select().from(calculationLines).where(and(eq(calculationLines.bookingId, row.id), eq(calculationLines.type, 'special')));
    if (!lines.some((l) => (l.textValues as { specialId?: string }).specialId === s.id)) {
      throw errors.conflict('SPECIAL_NOT_APPLICABLE', `The special "${s.name}" does not apply to this booking: check its status, date range, channels${ignoreRules ? '' : ', rules'} and the specials it cannot be combined with.`);
    }
  }), 200);
});

bookingDealRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/special/{special}', tags, middleware: [requireAuth()],
  summary: 'Take back a special given by hand (auto-added specials follow their rules)',
  request: { params: z.object({ id: z.uuid(), special: z.uuid() }) }, responses: { ...detailOk, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const { id, special } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'removeSpecial', async (tx, row) => {
    const gone = await tx.delete(bookingSpecials).where(and(eq(bookingSpecials.bookingId, row.id), eq(bookingSpecials.specialId, special))).returning();
    if (gone.length === 0) throw errors.notFound('The booking was not given this special by hand');
    await reloadPrice(tx, row, today(), true);
  }), 200);
});

bookingDealRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/commission/{commission}', tags, middleware: [requireAuth()],
  summary: 'Set the commission of an agency booking and price it again (409 without agency)',
  request: { params: z.object({ id: z.uuid(), commission: z.uuid() }) }, responses: { ...detailOk, ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const { id, commission } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'changeCommission', async (tx, row) => {
    const [k] = await tx.select({ id: commissions.id, isActive: commissions.isActive }).from(commissions).where(eq(commissions.id, commission));
    if (!k) throw errors.notFound('Commission not found');
    if (!k.isActive) throw errors.conflict('COMMISSION_INACTIVE', 'This commission is not active.');
    if (!row.agency) throw errors.conflict('NO_AGENCY', 'Only a booking of an agency carries a commission; set its agency first.');
    const [fresh] = await tx.update(bookings).set({ commission: k.id }).where(eq(bookings.id, row.id)).returning();
    await reloadPrice(tx, fresh, today(), true);
  }), 200);
});

bookingDealRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/changeTerms/{terms}', tags, middleware: [requireAuth()],
  summary: 'Set the terms of payment of the booking (its due schedule follows)',
  request: { params: z.object({ id: z.uuid(), terms: z.uuid() }) }, responses: { ...detailOk, ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const { id, terms } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'changeTerms', async (tx, row) => {
    const [t] = await tx.select({ id: termsOfPayment.id, isActive: termsOfPayment.isActive }).from(termsOfPayment).where(eq(termsOfPayment.id, terms));
    if (!t) throw errors.notFound('Terms of payment not found');
    if (!t.isActive) throw errors.conflict('TERMS_INACTIVE', 'These terms of payment are not active.');
    await tx.update(bookings).set({ termsOfPayment: t.id }).where(eq(bookings.id, row.id));
  }), 200);
});

bookingDealRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/updatePaymentPolicy/', tags, middleware: [requireAuth()],
  summary: 'The booking takes the terms its deal gives now: its agency\'s, else its price list\'s, else the default (the due schedule follows)',
  request: { params: z.object({ id: z.uuid() }) }, responses: { ...detailOk, ...errorResponses(401, 403, 404) },
}), async (c) => c.json(await change(c.get('db'), principalOf(c), c.req.valid('param').id, 'updatePaymentPolicy', (tx, row) => updatePaymentPolicy(tx, row)), 200));

bookingDealRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/calculation/{id}/removeCancellationFee', tags, middleware: [requireAuth()],
  summary: 'Waive the cancellation fee of a cancelled booking (a correction line; 409 when there is none)',
  request: { params: z.object({ id: z.uuid() }) }, responses: { ...detailOk, ...errorResponses(401, 403, 404, 409) },
}), async (c) => c.json(await change(c.get('db'), principalOf(c), c.req.valid('param').id, 'removeCancellationFee', (tx, row) => waiveCancellationFee(tx, row)), 200));

const ZDue = z.object({
  kind: z.enum(['deposit', 'rest']), dueDate: z.string(), amount: z.number().int(), paid: z.number().int(), open: z.number().int(), overdue: z.boolean(),
});
export const ZTermsCalculation = z.object({
  terms: z.object({ id: z.string(), name: z.string() }).nullable(),
  total: z.number().int(), paid: z.number().int(), items: z.array(ZDue), hasExceededDueDate: z.boolean(),
}).openapi('TermsCalculation');

bookingDealRoutes.openapi(createRoute({
  method: 'get', path: '/api/terms/calculate/{id}', tags: ['Terms'], middleware: [requireAuth()],
  summary: 'Due dates and amounts of a booking by its terms of payment (deposit, rest), with what is paid and overdue',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(ZTermsCalculation, 'The due schedule (empty for a cancelled booking or one without rooms)'), ...errorResponses(401, 404) },
}), async (c) => {
  const db = c.get('db');
  const row = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  return c.json(await calculateTerms(db, row, today()), 200);
});
