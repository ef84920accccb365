// The customers domain (issue 18; api-calls 7.11): owns the customers table and its own tables
// (history, meta, references, statistics, privacy log). Decisions: docs/decisions/customers.md.
import { createRouter } from '../../http/router';
import { customerAdminRoutes } from './admin-routes';
import { dataGroupRoutes } from './data-groups';
import { customerReferenceRoutes } from './reference-routes';
import { customerRoutes as readRoutes } from './routes';

export { customersRegistration } from './registrations';

export const customerRoutes = createRouter();
customerRoutes.route('/', customerAdminRoutes);
customerRoutes.route('/', customerReferenceRoutes);
customerRoutes.route('/', readRoutes);
customerRoutes.route('/', dataGroupRoutes);
export { registerCustomerHooks } from './booking-hooks';
