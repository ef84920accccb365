// Agencies (issue 18, api-calls 7.10): the calls around the generic agency record that are built
// so far (contacts, links to external systems, the payments statement, the printouts and their templates). The agency
// record itself stays the generic one.
export { agencyRoutes } from './routes';
export { agencyPrintRoutes } from './print-routes';
export { agencyPaymentRoutes } from './payment-routes';
