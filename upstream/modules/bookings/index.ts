// The booking core (issue 4): occupancy, states, numbers, history.
export { bookingRoutes } from './routes';
export { bookingMoneyRoutes } from './money-routes';
export { bookingRoomRoutes } from './room-routes';
export { bookingReportRoutes } from './report-routes';
export { bookingHooks } from './hooks';
