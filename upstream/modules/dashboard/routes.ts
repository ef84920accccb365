// GET /api/dashboard: the home screen's one call (docs/decisions/dashboard.md). The spec names no
// dashboard call for the back office (GET /api/customers/dashboard is the CRM's customer
// statistics), so this is our own path. Who gets which panels follows the booking access rules
// (modules/bookings/access.ts): staff with bookings.read within their assets, an agency user its
// agency's bookings, a customer their own; anyone else gets the frame without booking data.
import { createRoute, z } from '@hono/zod-openapi';
import { hasScope } from '../../../lib/access/scopes';
import { ZDashboard, type TDashboard } from '../../../lib/contract/dashboard';
import { now } from '../../clock';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { demoFailure } from '../settings/demo-failure';
import { partyDashboard } from './party';
import { staffDashboard } from './staff';
import { dashboardWindow } from './window';

export const dashboardRoutes = createRouter();

export function dashboardRole(p: TPrincipal): TDashboard['role'] {
  if (hasScope(p.scopes, 'bookings.read')) return 'staff';
  if (p.agencyId && hasScope(p.scopes, 'agencies.self')) return 'agency';
  if (p.customerId && hasScope(p.scopes, 'customers.self')) return 'customer';
  return 'none';
}

dashboardRoutes.openapi(createRoute({
  method: 'get', path: '/api/dashboard', tags: ['Dashboard'], middleware: [requireAuth()],
  summary: "The home screen in one call: today's desk for staff, upcoming bookings and open balances for an agency or a customer",
  request: { query: z.object({ days: z.coerce.number().int().min(1).max(366).optional().openapi({ description: "How far ahead to look; default the user's defaultDashboardDays (30)" }) }) },
  responses: { ...jsonOk(ZDashboard, 'The dashboard'), ...errorResponses(400, 401) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const w = await dashboardWindow(db, p.userId, now(), c.req.valid('query').days);
  const role = dashboardRole(p);
  const body: TDashboard = {
    role, name: p.name, today: w.today, tomorrow: w.tomorrow, until: w.until, days: w.days,
    staff: role === 'staff' ? await staffDashboard(db, p, w) : null,
    party: role === 'agency' || role === 'customer' ? await partyDashboard(db, p, w, role) : null,
    demoFailure: p.scopes.includes('admin') ? await demoFailure(db) : null,
  };
  return c.json(body, 200);
});
