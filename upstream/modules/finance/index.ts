// Finance reports over the bank accounts and their entries (read only; the records themselves
// are the generic resources /api/banks and /api/bankentries).
export { financeRoutes } from './routes';
export { bankCashflow } from './cashflow';
