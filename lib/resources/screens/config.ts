// Config group: booking sources and categories, mail templates with text blocks, mail accounts,
// schedules (the mail queue has a screen of its own, components/mail), payment providers, users and roles (scope editor), taxes, system connections.
import { ZNewPassword } from '@/lib/contract/auth';
import { cols, defineScreens, flds } from './types';

export const CONFIG_SCREENS = defineScreens([
  {
    id: 'bookingsource', path: '/config/booking', title: 'resources.screens.bookingsource', resource: 'bookingsource',
    columns: cols('name', 'key', 'color', 'sort', 'isActive'),
    fields: flds('name', 'key', 'color', 'sort', 'isActive', { field: 'description', wide: true }),
  },
  {
    id: 'bookingcategory', path: '/config/booking', title: 'resources.screens.bookingcategory', resource: 'bookingcategory',
    columns: cols('name', 'key', 'color', 'sort', 'isActive'),
    fields: flds('name', 'key', 'color', 'sort', 'isActive', { field: 'description', wide: true }),
  },
  {
    id: 'mailtemplate', path: '/config/mailtemplates', title: 'resources.screens.mailtemplate', resource: 'mailtemplate',
    editPath: '/config/mailtemplates/:id',
    columns: cols('name', 'key', 'kind', 'attachInvoice', 'isActive', 'updatedAt'),
    fields: flds('name', 'key', 'kind', 'attachInvoice', 'isActive', 'subject', { field: 'body', widget: 'html' }),
  },
  {
    id: 'textblock', path: '/config/mailtemplates', title: 'resources.screens.textblock', resource: 'textblock',
    columns: cols('name', 'key', 'group', 'sort'),
    fields: flds('name', 'key', 'group', 'sort', 'text'),
  },
  {
    id: 'textblockgroup', path: '/config/mailtemplates', title: 'resources.screens.textblockgroup', resource: 'textblockgroup',
    columns: cols('name', 'sort'),
    fields: flds('name', 'sort', { field: 'description', wide: true }),
  },
  {
    id: 'mailaccount', path: '/config/mail', resource: 'mailaccount',
    columns: cols('name', 'email', 'provider', 'useForSending', 'isDefault', 'isActive'),
    fields: flds(
      'name', 'email', 'senderName', 'provider', 'username', { field: 'smtpPassword', widget: 'password' }, 'imapHost', 'imapPort',
      'smtpHost', 'smtpPort', 'secure', 'useForSending', 'isDefault', 'isActive',
    ),
  },
  {
    id: 'mailschedule', path: '/config/mailschedule', resource: 'mailschedule',
    columns: cols('name', 'template', 'trigger', 'offsetDays', 'time', 'recipients', 'isActive'),
    fields: flds(
      'name', 'template', 'trigger', 'offsetDays', 'time', 'language', 'recipients', 'resort', 'vessel', 'states',
      'withoutCompletedGuestForm', 'isActive',
    ),
  },
  {
    id: 'payprovider', path: '/config/paymentprovider', resource: 'payprovider',
    columns: cols('name', 'provider', 'currencies', 'feePercent', 'sort', 'isDefault', 'isActive'),
    fields: flds('name', 'provider', 'currencies', 'feePercent', 'sort', 'isDefault', 'isActive',
      { field: 'secretKey', widget: 'password' }, { field: 'webhookSecret', widget: 'password' }),
  },
  {
    id: 'users', path: '/users', resource: 'users', editPath: '/users/:id', createPath: '/users/create',
    columns: cols('name', 'email', 'userType', 'status', 'roleId', 'isCrmUser'),
    fields: flds(
      'name', 'email', { field: 'password', widget: 'password' }, 'phone', 'userType', 'status', 'roleId', 'agencyId', 'customerId', 'isCrmUser',
      { field: 'scopes', widget: 'scopes', wide: true },
    ),
    // A new account carries its first password (the upstream hashes it); changing it later is
    // the password call's job (api-calls 7.2), not the edit form's.
    fromWire: (u) => ({
      scopes: (u.permissions as { scope?: string[] } | undefined)?.scope ?? u.scopes ?? [],
      roleId: u.role ?? u.roleId ?? null,
      agencyId: u.agency ?? u.agencyId ?? null,
      customerId: u.customer ?? u.customerId ?? null,
      isCrmUser: u.isCRMUser ?? u.isCrmUser ?? false,
    }),
    extraFields: { password: { spec: { type: 'text', required: true, min: 5, max: 1024 }, schema: ZNewPassword, modes: ['create'] } },
  },
  {
    id: 'userrole', path: '/userroles', resource: 'userrole',
    columns: cols('name', 'group', { field: 'scopes', kind: 'list' }),
    fields: flds('name', 'group', { field: 'description', wide: true }, { field: 'scopes', widget: 'scopes', wide: true }),
  },
  {
    id: 'tax', path: '/tax', resource: 'tax',
    columns: cols('name', 'value', 'inclusive', 'status', 'country'),
    fields: flds('name', 'value', 'inclusive', 'status', 'country'),
  },
  {
    id: 'systemconnection', path: '/plugins', resource: 'systemconnection',
    columns: cols('name', 'system', 'url', 'isActive'),
    fields: flds('name', 'system', 'url', 'username', 'isActive'),
  },
]);
