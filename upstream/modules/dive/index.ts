export { divePlanRoutes } from './plan-routes';
export { diverRoutes } from './diver-routes';
export { diveRegistration } from './registrations';
