// Agency and customer credits (issue 18): ledgers of entries, applied as payments to bookings.
export { creditRoutes } from './routes';
export { creditsRegistration } from './registrations';
export { reverseTopUp, topUpCredit, type TTopUpTarget } from './top-up';
