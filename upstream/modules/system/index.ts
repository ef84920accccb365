// The system calls of api-calls 7.13 (routes.ts) and the print address (print-address-routes.ts).
import { createRouter } from '../../http/router';
import { printAddressRoutes } from './print-address-routes';
import { systemRoutes as systemCalls } from './routes';

export const systemRoutes = createRouter();
systemRoutes.route('/', systemCalls);
systemRoutes.route('/', printAddressRoutes);
