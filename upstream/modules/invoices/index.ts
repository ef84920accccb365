// Invoices and credit notes (issue 16): the module owns invoices, invoice_lines and
// invoice_counters (docs/decisions/invoices.md).
export { invoiceRoutes } from './routes';
export { invoiceDocumentRoutes } from './document-routes';
export { einvoiceRoutes } from './einvoice-routes';
export { registerInvoiceHooks } from './hooks';
export { invoiceIssueHooks, type TIssuedDocument } from './issue-hooks';
