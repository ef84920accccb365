// The customer list (/customer/list, issue 18): the generic list and its search (name, e-mail,
// and through the customers module's search hook phone, passport and booking number). A row
// opens the customer's view; the view and the forms are the customer screens of
// components/customers (nested master data, contact, address and passport).
import { cols, defineScreens, flds } from './types';

export const CUSTOMER_SCREENS = defineScreens([
  {
    id: 'customers', path: '/customer/list', resource: 'customers', editPath: '/customer/view/:id', createPath: '/customer/create',
    columns: cols('fullName', 'email', 'customerType', 'country', 'agency', 'updatedAt'),
    fields: flds('fullName', 'email', 'customerType', 'country', 'agency', 'language', { field: 'groups', wide: true }, { field: 'note', wide: true }),
  },
  {
    // Customer groups: membership is kept on the customer (its form's groups field).
    id: 'customergroup', path: '/customer/group', resource: 'customergroup',
    columns: cols('name', 'color', 'isActive'),
    fields: flds('name', 'color', 'isActive', { field: 'description', wide: true }),
  },
  {
    // Data groups: the fields as JSON here; moved between groups on the same page (components/crm).
    id: 'customerdatagroup', path: '/customerdatagroup', resource: 'customerdatagroup',
    columns: cols('name', 'sort', 'isActive'),
    fields: flds('name', 'sort', 'isActive', { field: 'fields', wide: true, hint: 'resources.hints.customerDataFields' }),
  },
]);
