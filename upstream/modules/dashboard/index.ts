// The dashboard's panels (routes.ts) and the live notifications (notification-routes.ts).
import { createRouter } from '../../http/router';
import { notificationRoutes } from './notification-routes';
import { dashboardRoutes as panels } from './routes';

export const dashboardRoutes = createRouter();
dashboardRoutes.route('/', panels);
dashboardRoutes.route('/', notificationRoutes);
