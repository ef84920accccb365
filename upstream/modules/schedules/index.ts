// Tours and schedules (api-calls 7.8), the arrival-departure lookup and the resort's constants and
// desk printouts (7.7), one router.
import { createRouter } from '../../http/router';
import { arrivalRoutes } from './arrival-routes';
import { calendarFeedRoutes } from './calendar-feed';
import { resortRoutes } from './resort-routes';
import { scheduleRoutes as scheduleCalls } from './schedule-routes';
import { tourRoutes } from './tour-routes';

export const scheduleRoutes = createRouter();
scheduleRoutes.route('/', tourRoutes);
scheduleRoutes.route('/', scheduleCalls);
scheduleRoutes.route('/', arrivalRoutes);
scheduleRoutes.route('/', calendarFeedRoutes);
scheduleRoutes.route('/', resortRoutes);
