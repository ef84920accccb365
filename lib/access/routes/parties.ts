// Spec section 2, "Agency group" and "Customer group (menu masterData)", with forms.
import { defineGroup } from '../route-types';

export const agencyRoutes = defineGroup({ menu: 'agency', scopes: ['agencies.read'] }, [
  ['/agency/list', 'agencyList'],
  ['/agency/filter/:fid', 'agencyFilter'],
  // Scope not shown in the spec: creating an agency needs agencies.create, as /agency/group does.
  ['/agency/create', 'agencyCreate', { scopes: ['agencies.create'], createFor: '/agency/list' }],
  ['/agency/group', 'agencyGroup', { scopes: ['agencies.create'] }],
  ['/agency/payments', 'agencyPayments', { scopes: ['agencies.read', 'agencies.self'], hidden: true }],
  ['/agency/:id', 'agency', { scopes: ['agencies.update', 'agencies.self'], hidden: true }],
]);

export const customerRoutes = defineGroup({ menu: 'masterData' }, [
  ['/customer', 'customer', { scopes: ['customers.read', 'customers.self', 'agencies.self'], not: ['customerDetails'] }],
  ['/customer/list', 'customerList', { scopes: ['customers.read'] }],
  ['/customer/create', 'customerCreate', { scopes: ['customers.create'], createFor: '/customer/list' }],
  ['/customer/guestform', 'customerGuestForm', { scopes: ['customers.read', 'customers.self', 'agencies.self'], not: ['guestforms'] }],
  ['/customer/relation', 'customerRelation', { scopes: ['customers.read'], features: ['customerRelation'] }],
  ['/customer/group', 'customerGroup', { scopes: ['customers.create'] }],
  ['/customer/view/:id', 'customerView', { scopes: ['customers.self', 'customers.read'], hidden: true }],
  ['/customer/:id', 'customerEdit', { scopes: ['customers.self', 'customers.update'], hidden: true }],
  ['/customerdatagroup', 'customerDataGroup', { scopes: ['customers.update'] }],
  ['/form', 'form', { scopes: ['forms.read'], features: ['forms'] }],
  ['/formdef', 'formDef', { scopes: ['formdef.update'], features: ['forms'] }],
  // Not in the spec: the form builder's pages of one definition (issue 20).
  ['/formdef/new', 'formDefNew', { scopes: ['formdef.update'], features: ['forms'], hidden: true, createFor: '/formdef' }],
  ['/formdef/:id', 'formDefEdit', { scopes: ['formdef.update'], features: ['forms'], hidden: true }],
  // "Other groups": the employee screen sits with the master data in the menu.
  ['/employee', 'employee', { scopes: ['employee.read'], features: ['resort', 'vessel'] }],
]);
