// Tours and schedules (api-calls 7.8) and the arrival-departure lookup (7.7), one router.
import { createRouter } from '../../http/router';
import { arrivalRoutes } from './arrival-routes';
import { calendarFeedRoutes } from './calendar-feed';
import { scheduleRoutes as scheduleCalls } from './schedule-routes';
import { tourRoutes } from './tour-routes';

export const scheduleRoutes = createRouter();
scheduleRoutes.route('/', tourRoutes);
scheduleRoutes.route('/', scheduleCalls);
scheduleRoutes.route('/', arrivalRoutes);
scheduleRoutes.route('/', calendarFeedRoutes);
