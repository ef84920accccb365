// Accounting (issue 37 item 3): invoices, credit notes, payments and refunds to Xero through its
// official SDK, each once, in order, retried by the job queue, with a state per document
// (docs/decisions/accounting.md).
export { accountingRoutes } from './routes';
export { registerAccountingHooks } from './documents';
export { accountingJobs, ACCOUNTING_SYNC } from './jobs';
