// The booking core (issue 4): occupancy, states, numbers, history.
export { bookingRoutes } from './routes';
export { bookingMoneyRoutes } from './payments/money-routes';
export { bookingRoomRoutes } from './rooms/room-routes';
export { bookingReportRoutes } from './reports/report-routes';
export { bookingPaymentRoutes } from './payments/payment-routes';
export { bookingDealRoutes } from './terms/deal-routes';
export { bookingPriceRoutes } from './prices/price-routes';
export { bookingOpsRoutes } from './ops/ops-routes';
export { bookingOnsiteRoutes } from './onsite/onsite-routes';
export { bookingListRoutes } from './lists/list-routes';
export { priceRoutes } from './prices/quote-routes';
export { specialPreviewRoutes } from './prices/special-preview';
export { bookingHooks } from './hooks';
export { registerPaymentDeleteCheck, type TPaymentRefusal } from './payments/payment-rules';
// A payment recorded or removed from another module (the banks module's matches, issue 36), with
// this module's rules, lock and version; and what a booking still owes.
export { recordPayment, type TPaymentInput } from './payments/record-payment';
export { deletePayment } from './payments/delete-payment';
export { balanceOf, openSql } from './payments/balance';
export { paymentHooks } from './payments/payment-hooks';
