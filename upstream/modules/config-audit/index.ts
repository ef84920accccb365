export { recordConfigChange, type TAuditActor, type TConfigChange } from './record';
export { configAuditRoutes } from './routes';
export { configAuditRegistration } from './registrations';
