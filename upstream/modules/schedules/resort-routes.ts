// The resort's calls of api-calls 7.7 beside the generic /api/resort records: its constants (the
// fixed choices of the resort screens) and the front desk's printed lists (PDF) of arrivals and
// departures. Decisions: docs/decisions/remaining-calls.md.
import { createRoute, z } from '@hono/zod-openapi';
import { BLOCKER_TYPES } from '../../../lib/contract/booking-core';
import { RESORT_PRINT_LISTS, ZResortConstants, ZResortPrintQuery } from '../../../lib/contract/resort';
import { resort as R } from '../../../lib/contract/resources/assets';
import { ROOM_KINDS } from '../../../lib/contract/resources/enums';
import { today } from '../../clock';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { arrivalsDepartures, deskResort } from './arrivals';
import { renderResortList, RESORT_PRINT_LABELS } from './resort-print';

export const resortRoutes = createRouter();
const tags = ['Resort'];
/** The desk lists are the arrival-departure lookup's data: its readers print them. */
const DESK = requireAnyScope('arrivaldeparture.read', 'bookings.read');
const MAX_DAYS = 92;

resortRoutes.openapi(createRoute({
  method: 'get', path: '/api/resort/constants', tags, operationId: 'resortConstants',
  middleware: [requireAnyScope(...R.scopes.read, 'bookings.read')],
  summary: 'The fixed choices of the resort screens: print lists (named in the caller\'s language), room kinds, blocker types, the defaults of a new resort and the time zones',
  responses: { ...jsonOk(ZResortConstants, 'The constants'), ...errorResponses(401, 403) },
}), (c) => {
  const L = RESORT_PRINT_LABELS[c.get('lang')];
  const dflt = (k: 'currency' | 'timezone' | 'checkInTime' | 'checkOutTime') => String(R.fields[k].default);
  return c.json({
    printLists: RESORT_PRINT_LISTS.map((id) => ({ id, name: L[id] })),
    roomKinds: [...ROOM_KINDS],
    blockerTypes: [...BLOCKER_TYPES],
    defaults: { currency: dflt('currency'), timezone: dflt('timezone'), checkInTime: dflt('checkInTime'), checkOutTime: dflt('checkOutTime') },
    timezones: Intl.supportedValuesOf('timeZone'),
  }, 200);
});

resortRoutes.openapi(createRoute({
  method: 'get', path: '/api/resort/{asset}/print/{list}', tags, middleware: [DESK], operationId: 'resortPrint',
  summary: 'A printed desk list of the resort as a PDF: arrivals, departures or both, of a day (default today) or a range of at most 92 days',
  request: { params: z.object({ asset: z.uuid(), list: z.enum(RESORT_PRINT_LISTS) }), query: ZResortPrintQuery },
  responses: { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'PDF' }, ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { asset, list } = c.req.valid('param');
  const q = c.req.valid('query');
  const from = q.from ?? today();
  const to = q.to ?? from;
  if (to < from) throw errors.validation([{ path: 'to', message: 'to must not be before from' }]);
  if (Date.parse(to) - Date.parse(from) > MAX_DAYS * 86_400_000) throw errors.validation([{ path: 'to', message: `At most ${MAX_DAYS} days` }]);
  const db = c.get('db');
  const p = principalOf(c);
  const resort = await deskResort(db, p, asset);
  const rows = await arrivalsDepartures(db, p, resort.id, from, to);
  const pdf = await renderResortList({ list, lang: c.get('lang'), resort: resort.name, from, to, ...rows });
  const file = `${list}-${from}${to === from ? '' : `-${to}`}`;
  return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}.pdf"` });
});
