// Online payment: providers (secrets sealed), checkouts, the return pages' checks and webhooks.
export { onlinePaymentRoutes } from './routes';
export { onlinePaymentRegistration } from './registrations';
