// Spec section 2, "Config group" (menu: config).
import { defineGroup } from '../route-types';

export const configRoutes = defineGroup({ menu: 'config' }, [
  ['/config/company', 'configCompany', { scopes: ['admin'] }],
  ['/config', 'config', { scopes: ['admin'] }],
  ['/config/settings/:type', 'configSettings', { scopes: ['admin'], hidden: true }],
  ['/config/translations', 'configTranslations', { scopes: ['admin'] }],
  // Issue 38 item 6: the configuration audit trail (admin, like the settings it records).
  ['/config/audit', 'configAudit', { scopes: ['admin'] }],
  // Issue 38 item 3: the backups kept on this machine, one made now, how to restore (admin).
  ['/config/backup', 'configBackup', { scopes: ['admin'] }],
  // Issue 37 item 4: partner API keys, webhook endpoints and their delivery logs (admin).
  ['/config/apikeys', 'configApiKeys', { scopes: ['admin'] }],
  // Admin, and only the named admin accounts when a list is configured (guard.ts).
  ['/config/modules', 'configModules', { scopes: ['admin'], modulesAdmin: true }],
  ['/config/booking', 'configBooking', { scopes: ['admin', 'bookings.update'] }],
  ['/config/mailtemplates', 'configMailTemplates', { scopes: ['admin', 'mailtemplates.update'] }],
  // The editor of one template: same scopes as the list.
  ['/config/mailtemplates/:id', 'configMailTemplate', { scopes: ['admin', 'mailtemplates.update'], hidden: true }],
  ['/config/paymentprovider', 'configPaymentProvider', { scopes: ['payprovider.read'] }],
  ['/users', 'users', { scopes: ['users.read'] }],
  ['/userroles', 'userRoles', { scopes: ['admin', 'users.update'] }],
  ['/tax', 'tax', { scopes: ['admin'], hidden: true }],
  ['/users/profile', 'userProfile', { scopes: ['users.self', 'agencies.self'], hidden: true }],
  ['/users/create', 'userCreate', { scopes: ['admin', 'users.create'], createFor: '/users' }],
  ['/users/:id', 'user', { scopes: ['admin', 'users.update'] }],
  ['/plugins', 'plugins', { scopes: ['admin'] }],
  ['/todo', 'todo', { scopes: ['admin', 'todo.update'], features: ['todo'] }],
  // "/export, channel manager": one route, the channel-manager export.
  ['/export', 'export', { scopes: ['admin', 'vessel.update'], features: ['vessel'] }],
  ['/config/ota', 'configOta', { scopes: ['suapi.read', 'suapi.all'], features: ['ota'] }],
  ['/config/mail', 'configMail', { scopes: ['mail.update'] }],
  ['/config/mailqueue', 'configMailQueue', { scopes: ['mailqueue.read'] }],
  ['/config/mailschedule', 'configMailSchedule', { scopes: ['mailschedule.read'], features: ['mailScheduler'] }],
  ['/config/mailscheduled', 'configMailScheduled', { scopes: ['mailschedule.read'], features: ['mailScheduler'] }],
]);
