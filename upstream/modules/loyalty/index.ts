// Loyalty programme, member cards, contest subscriptions and the club area's invoices (issue 18).
export { loyaltyRoutes } from './routes';
export { contestRoutes } from './contest-routes';
export { clubRoutes } from './club-routes';
export { loyaltyRegistration } from './registrations';
