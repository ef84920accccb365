// Every domain module mounts its routes here (one line each).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { authRoutes } from './auth';
import { rejectMalformedJson, systemRoutes } from './system';
import { settingsRoutes } from './settings';
import { userLinkRoutes, userRoleRoutes, userRoutes } from './users';
import { resourceRoutes } from './resources';
import { bookingMoneyRoutes, bookingRoomRoutes, bookingRoutes } from './bookings';
import { roomRoutes } from './rooms';
import { priceFinderRoutes, priceRoutes } from './prices';
import { publicBookingRoutes, widgetEmbedRoutes } from './public-booking';
import { scheduleRoutes } from './schedules';
import { formAccessRoutes } from './form-access';

export function mountModules(app: OpenAPIHono<AppEnv>) {
  // Malformed JSON → 400 ValidationError for every route below.
  app.use('/api/*', rejectMalformedJson());
  // Auth, users, settings, system. The fixed /api/users/* and /api/userrole/groups paths must stay
  // BEFORE the generic /api/users and /api/userrole resources.
  app.route('/', systemRoutes);
  app.route('/', authRoutes);
  app.route('/', userRoutes);
  app.route('/', userLinkRoutes);
  app.route('/', userRoleRoutes);
  app.route('/', settingsRoutes);
  // The booking core: POST /api/bookings creates through the occupancy, so it comes first.
  app.route('/', bookingRoutes);
  app.route('/', bookingMoneyRoutes);
  app.route('/', bookingRoomRoutes);
  app.route('/', roomRoutes);
  app.route('/', priceRoutes);
  app.route('/', priceFinderRoutes);
  app.route('/', publicBookingRoutes);
  app.route('/', widgetEmbedRoutes);
  app.route('/', scheduleRoutes);
  app.route('/', formAccessRoutes);
  // The generic resources of api-calls 7.1 (after every fixed path above).
  app.route('/', resourceRoutes);
}
