export { divePlanRoutes } from './plan-routes';
export { diverRoutes } from './diver-routes';
export { diveStatsRoutes } from './stats-routes';
export { diveRegistration } from './registrations';
export { diveGearRoutes } from './gear-routes';
export { diveMoreRoutes } from './more-routes';
