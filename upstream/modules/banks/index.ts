// Bank accounts, their statements and the reconciliation of entries with bookings (issue 36,
// api-calls 7.9; docs/decisions/banks.md).
export { bankRoutes } from './routes';
export { banksRegistration, registerBankHooks } from './registrations';
