// The shop counter (issue 36 item 5, api-calls 7.14; docs/decisions/pos.md).
import { createRouter } from '../../http/router';
import { posClosingRoutes } from './closing-routes';
import { posReceiptRoutes } from './receipt-routes';
import { posRoutes as ticketRoutes } from './routes';

export const posRoutes = createRouter();
posRoutes.route('/', posClosingRoutes);
posRoutes.route('/', posReceiptRoutes);
posRoutes.route('/', ticketRoutes);
export { posRegistration } from './registrations';
