// The booking core (issue 4): occupancy, states, numbers, history.
export { bookingRoutes } from './routes';
export { bookingMoneyRoutes } from './money-routes';
export { bookingRoomRoutes } from './room-routes';
export { bookingReportRoutes } from './report-routes';
export { bookingPaymentRoutes } from './payment-routes';
export { bookingDealRoutes } from './deal-routes';
export { bookingPriceRoutes } from './price-routes';
export { bookingOpsRoutes } from './ops-routes';
export { bookingOnsiteRoutes } from './onsite-routes';
export { bookingListRoutes } from './list-routes';
export { bookingHooks } from './hooks';
export { registerPaymentDeleteCheck, type TPaymentRefusal } from './payment-rules';
