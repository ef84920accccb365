// Other plain lists: employees, banks and bank entries, POS items, agencies, media and folders,
// contests, widgets, form definitions, forms and guest forms (with their guest links), customer
// relations and referrals.
import { cols, defineScreens, flds } from './types';

export const OTHER_SCREENS = defineScreens([
  {
    id: 'employee', path: '/employee', resource: 'employee',
    columns: cols('name', 'position', 'department', 'email', 'isGuide', 'isActive'),
    fields: flds(
      'name', 'email', 'phone', 'position', 'department', 'user', 'isGuide',
      { field: 'hourlyRate', hint: 'resources.hints.minorUnits' }, 'currency', 'startDate', 'endDate', 'resort', 'vessel', 'isActive',
    ),
  },
  {
    id: 'banks', path: '/bank/list', resource: 'banks', editPath: '/bank/:id', createPath: '/bank/create',
    columns: cols('name', 'bankName', 'iban', 'currency', { field: 'openingBalance', kind: 'money' }, 'isActive'),
    fields: flds('name', 'bankName', 'accountHolder', 'iban', 'bic', 'currency', { field: 'openingBalance', hint: 'resources.hints.minorUnits' }, 'isActive'),
  },
  {
    id: 'bankentries', path: '/bank/entry/list', resource: 'bankentries',
    columns: cols('date', 'bank', 'purpose', 'counterparty', { field: 'amount', kind: 'money' }, 'currency', 'status'),
    fields: flds('bank', 'date', 'purpose', { field: 'amount', hint: 'resources.hints.minorUnits' }, 'currency', 'counterparty', 'iban', 'reference', 'status', 'booking'),
  },
  {
    id: 'agencies', path: '/agency/list', resource: 'agencies', editPath: '/agency/:id', createPath: '/agency/create',
    columns: cols('name', 'type', 'contactName', 'email', 'city', 'country', 'isActive'),
    fields: flds(
      'name', 'type', 'contactName', 'email', 'phone', 'website', 'street', 'zip', 'city', 'country', 'commission',
      'termsOfPayment', 'currency', 'language', { field: 'creditLimit', hint: 'resources.hints.minorUnits' }, 'isActive', { field: 'note', wide: true },
    ),
  },
  {
    id: 'agencygroup', path: '/agency/group', resource: 'agencygroup',
    columns: cols('name', { field: 'agencies', kind: 'ref' }, 'isActive'),
    fields: flds('name', 'isActive', { field: 'agencies', wide: true }, { field: 'description', wide: true }),
  },
  {
    // The list is the media library (components/media); a record is created by its upload there.
    id: 'media', path: '/media/list', title: 'resources.screens.media', resource: 'media', editPath: '/media/:id',
    columns: cols('name', 'folder', 'kind', 'mimeType', 'sizeInBytes', 'tags', 'updatedAt'),
    fields: flds('name', 'folder', 'kind', 'mimeType', { field: 'url', widget: 'image', wide: true }, { field: 'tags', wide: true }, 'alt'),
  },
  {
    id: 'mediafolder', path: '/media/list', title: 'resources.screens.mediafolder', resource: 'mediafolder',
    columns: cols('name', 'parent', 'sort'),
    fields: flds('name', 'parent', 'sort'),
  },
  {
    id: 'contest', path: '/contest/list', resource: 'contest',
    columns: cols('name', 'status', 'validFrom', 'validTo', 'prize'),
    fields: flds('name', 'status', 'validFrom', 'validTo', { field: 'prize', wide: true }, 'description', 'conditions'),
    panels: ['contestEntries'],
  },
  {
    id: 'widget', path: '/widget-admin/list', resource: 'widget', editPath: '/widget-admin/:id', createPath: '/widget-admin/create',
    columns: cols('name', 'slug', 'kind', 'language', 'resort', 'vessel', 'isActive'),
    fields: flds('name', 'slug', 'kind', 'language', 'resort', 'vessel', 'isActive', { field: 'allowedOrigins', wide: true, hint: 'resources.hints.allowedOrigins' },
      { field: 'settings', widget: 'widgetSettings', wide: true, hint: 'resources.hints.widgetSettings' }),
  },
  {
    id: 'formdef', path: '/formdef', resource: 'formdef', editPath: '/formdef/:id', createPath: '/formdef/new',
    columns: cols('name', 'version', 'isActive', 'updatedAt'),
    fields: flds('name', 'isActive', 'purpose', 'description'),
  },
  {
    id: 'form', path: '/form', resource: 'form', readOnly: true, rowActions: ['formAnswers', 'formLinks'],
    columns: cols('name', 'formdef', 'customer', 'booking', 'status', 'submittedAt'),
    fields: [],
  },
  {
    id: 'crmForms', path: '/crm/forms', resource: 'form', readOnly: true, rowActions: ['formAnswers', 'formLinks'],
    columns: cols('name', 'formdef', 'customer', 'status', 'submittedAt'),
    fields: [],
  },
  {
    id: 'guestform', path: '/customer/guestform', resource: 'guestform', rowActions: ['formAnswers', 'formLinks'],
    columns: cols('name', 'booking', 'customer', 'kind', 'status', 'submittedAt'),
    fields: flds('name', 'booking', 'customer', 'kind', 'status'),
  },
  {
    id: 'crmGuestForm', path: '/crm/guestform', resource: 'guestform', rowActions: ['formAnswers', 'formLinks'],
    columns: cols('name', 'booking', 'customer', 'kind', 'status', 'submittedAt'),
    fields: flds('name', 'booking', 'customer', 'kind', 'status'),
  },
  {
    id: 'customerrelation', path: '/customer/relation', resource: 'customerrelation',
    columns: cols('name', 'customer', 'relation', 'relatedCustomer'),
    fields: flds('name', 'customer', 'relation', 'relatedCustomer', { field: 'note', wide: true }),
  },
  {
    id: 'referral', path: '/crm/referral', resource: 'referral',
    columns: cols('name', 'email', 'code', 'referrer', 'status', { field: 'reward', kind: 'money' }, 'currency'),
    fields: flds(
      'name', 'email', 'code', 'status', 'referrer', 'referredCustomer', 'booking',
      { field: 'reward', hint: 'resources.hints.minorUnits' }, 'currency', { field: 'note', wide: true },
    ),
  },
]);
