// The loyalty programme (/crm/loyality, feature loyalityProgram) and the member card (/club/card).
// Calls are ours beyond the catalogue (the spec names the screen only); decisions in
// docs/decisions/loyalty-club.md. Every customer is found with the customers' generic rule, so a
// member reaches only their own statement and staff only the customers they may read.
import { createRoute, z } from '@hono/zod-openapi';
import QRCode from 'qrcode';
import {
  CARD_TOKEN_PATTERN, ZCardResolve, ZLoyaltyCorrection, ZLoyaltyEarnResult, ZLoyaltyMembers, ZLoyaltyMembersQuery, ZLoyaltyProgram,
  ZLoyaltyProgramRead, ZLoyaltyRedeem, ZLoyaltyStatement, ZMemberCard, ZMemberCardState,
} from '../../../lib/contract/loyalty';
import { now, today } from '../../clock';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth, requireScopes } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { loadBooking } from '../bookings/access';
import { publicUrl } from '../mail/account-mail';
import { customerContext, loadCustomer } from '../customers/access';
import { activeCard, issueCard, resolveCard, type TCardRow } from './card';
import { earnForBooking } from './earn';
import { listMembers, pointsOf, statementOf } from './ledger';
import { readProgram, tierFor, writeProgram } from './program';
import { correctPoints, redeemPoints } from './writes';

export const loyaltyRoutes = createRouter();
const tags = ['Loyalty'];
const ZCustomerParam = z.object({ customer: z.uuid() });
const ZBookingParam = z.object({ booking: z.uuid() });

loyaltyRoutes.openapi(createRoute({
  method: 'get', path: '/api/loyalty/program', tags, middleware: [requireAuth()], operationId: 'loyaltyProgram',
  summary: 'The loyalty programme: how stays earn points, what a point is worth, the tiers and their benefits',
  responses: { ...jsonOk(ZLoyaltyProgramRead, 'The programme'), ...errorResponses(401) },
}), async (c) => c.json(await readProgram(c.get('db')), 200));

loyaltyRoutes.openapi(createRoute({
  method: 'put', path: '/api/loyalty/program', tags, middleware: [requireScopes('customers.update')], operationId: 'loyaltyProgramUpdate',
  summary: 'Change the programme (applies to stays earned from now on; what was earned stays)',
  request: jsonBody(ZLoyaltyProgram), responses: { ...jsonOk(ZLoyaltyProgramRead, 'The programme'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const p = principalOf(c);
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => writeProgram(tx, p, body, now())), 200);
});

loyaltyRoutes.openapi(createRoute({
  method: 'get', path: '/api/loyalty/members', tags, middleware: [requireScopes('customers.read')], operationId: 'loyaltyMembers',
  summary: 'Members with points, highest balance first (search by name or e-mail)',
  request: { query: ZLoyaltyMembersQuery }, responses: { ...jsonOk(ZLoyaltyMembers, 'Members'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const db = c.get('db');
  return c.json({ items: await listMembers(db, await readProgram(db), principalOf(c), c.req.valid('query').search) }, 200);
});

loyaltyRoutes.openapi(createRoute({
  method: 'get', path: '/api/loyalty/self', tags, middleware: [requireAuth()], operationId: 'loyaltySelf',
  summary: 'The caller\'s own statement (a club member; 404 for a login without a customer record)',
  responses: { ...jsonOk(ZLoyaltyStatement, 'Statement'), ...errorResponses(401, 404) },
}), async (c) => {
  const p = principalOf(c);
  if (!p.customerId) throw errors.notFound('No customer record for this login');
  await loadCustomer(customerContext(c), p.customerId);
  const db = c.get('db');
  return c.json(await statementOf(db, p.customerId, await readProgram(db)), 200);
});

loyaltyRoutes.openapi(createRoute({
  method: 'get', path: '/api/loyalty/statement/{customer}', tags, middleware: [requireAuth()], operationId: 'loyaltyStatement',
  summary: 'A member\'s statement: balance, lifetime points, tier, next tier and every entry (newest first)',
  request: { params: ZCustomerParam }, responses: { ...jsonOk(ZLoyaltyStatement, 'Statement'), ...errorResponses(401, 404) },
}), async (c) => {
  const { customer } = c.req.valid('param');
  await loadCustomer(customerContext(c), customer);
  const db = c.get('db');
  return c.json(await statementOf(db, customer, await readProgram(db)), 200);
});

loyaltyRoutes.openapi(createRoute({
  method: 'post', path: '/api/loyalty/earn/{booking}', tags, middleware: [requireScopes('customers.update')], operationId: 'loyaltyEarn',
  summary: 'Earn the points of a completed stay now (the daily job does it otherwise); once per booking',
  request: { params: ZBookingParam }, responses: { ...jsonOk(ZLoyaltyEarnResult, 'Earned'), ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const { booking } = c.req.valid('param');
  const out = await c.get('db').transaction(async (tx) => {
    await loadBooking(tx, p, booking, 'read');
    const program = await readProgram(tx);
    const r = await earnForBooking(tx, booking, program, today(), { userId: p.userId, userName: p.name });
    return { earned: r.earned, points: r.points, statement: await statementOf(tx, r.customer!, program) };
  });
  return c.json(out, 200);
});

loyaltyRoutes.openapi(createRoute({
  method: 'post', path: '/api/loyalty/redeem/{booking}', tags, middleware: [requireScopes('customers.update')], operationId: 'loyaltyRedeem',
  summary: 'Pay part of a booking with the booker\'s points: a discount line worth points × point value, at most the open amount',
  request: { params: ZBookingParam, ...jsonBody(ZLoyaltyRedeem) }, responses: { ...jsonOk(ZLoyaltyStatement, 'Statement'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction(async (tx) => {
    const program = await readProgram(tx);
    const { customer } = await redeemPoints(tx, p, c.req.valid('param').booking, body, program);
    return statementOf(tx, customer, program);
  }), 200);
});

loyaltyRoutes.openapi(createRoute({
  method: 'post', path: '/api/loyalty/correction/{customer}', tags, middleware: [requireScopes('customers.update')], operationId: 'loyaltyCorrection',
  summary: 'A correcting entry with its reason (earned: true corrects lifetime points and so the tier too); never below zero',
  request: { params: ZCustomerParam, ...jsonBody(ZLoyaltyCorrection) }, responses: { ...jsonOk(ZLoyaltyStatement, 'Statement'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const { customer } = c.req.valid('param');
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction(async (tx) => {
    await loadCustomer({ ...customerContext(c), db: tx }, customer, 'update');
    await correctPoints(tx, p, customer, body);
    return statementOf(tx, customer, await readProgram(tx));
  }), 200);
});

async function cardWire(db: Db, card: TCardRow) {
  const [program, pts] = await Promise.all([readProgram(db), pointsOf(db, card.customer)]);
  const link = publicUrl(`/club/card?scan=${encodeURIComponent(card.token)}`);
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { ...card, tier: tierFor(program.tiers, pts.earned).tier?.key ?? null, balance: pts.balance, link, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

loyaltyRoutes.openapi(createRoute({
  method: 'get', path: '/api/loyalty/card/resolve/{token}', tags, middleware: [requireScopes('customers.read')], operationId: 'loyaltyCardResolve',
  summary: 'The customer a scanned member card names (404 for an unknown or revoked card)',
  request: { params: z.object({ token: z.string().regex(CARD_TOKEN_PATTERN) }) }, responses: { ...jsonOk(ZCardResolve, 'The member'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const found = await resolveCard(c.get('db'), c.req.valid('param').token);
  await loadCustomer(customerContext(c), found.customer);
  return c.json(found, 200);
});

loyaltyRoutes.openapi(createRoute({
  method: 'get', path: '/api/loyalty/card/{customer}', tags, middleware: [requireScopes('customers.read')], operationId: 'loyaltyCard',
  summary: 'The member\'s valid card (null when none was issued)',
  request: { params: ZCustomerParam }, responses: { ...jsonOk(ZMemberCardState, 'The card'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const { customer } = c.req.valid('param');
  await loadCustomer(customerContext(c), customer);
  const db = c.get('db');
  const card = await activeCard(db, customer);
  return c.json({ card: card ? await cardWire(db, card) : null }, 200);
});

loyaltyRoutes.openapi(createRoute({
  // Issuing revokes the member's earlier cards: a change to the customer (issue 31), not a read.
  method: 'post', path: '/api/loyalty/card/{customer}', tags, middleware: [requireScopes('customers.update')], operationId: 'loyaltyCardIssue',
  summary: 'Issue a member card (a new random token in the QR code); the member\'s earlier cards stop working',
  request: { params: ZCustomerParam }, responses: { 201: { description: 'The card', content: { 'application/json': { schema: ZMemberCard } } }, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const p = principalOf(c);
  const { customer } = c.req.valid('param');
  return c.json(await c.get('db').transaction(async (tx) => {
    await loadCustomer({ ...customerContext(c), db: tx }, customer, 'update');
    return cardWire(tx, await issueCard(tx, p, customer, now()));
  }), 201);
});
