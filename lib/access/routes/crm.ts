// Spec section 2, "Contest, club and CRM" (menu: crm).
import { defineGroup } from '../route-types';

export const crmRoutes = defineGroup({ menu: 'crm' }, [
  ['/contest/list', 'contestList', { scopes: ['contest.read'], features: ['contest'] }],
  ['/club/dashboard', 'clubDashboard', { scopes: ['user', 'admin'], features: ['crmMaster'] }],
  ['/club/dashboard/:tab', 'clubDashboardTab', { scopes: ['user', 'admin'], features: ['crmMaster'] }],
  ['/club/card', 'clubCard', { scopes: ['admin', 'customers.read'] }],
  ['/crm/customer', 'crmCustomer', { scopes: ['customers.read'], features: ['crmMaster', 'crmClient'] }],
  ['/crm/guestform', 'crmGuestForm', { scopes: ['customers.read', 'agencies.self'] }],
  // Scope not shown: a saved filter of the CRM customer list, so the list's scope and features.
  ['/crm/filter/:fid', 'crmFilter', { scopes: ['customers.read'], features: ['crmMaster', 'crmClient'] }],
  ['/crm/forms', 'crmForms', { scopes: ['forms.read'], features: ['forms'] }],
  ['/crm/referral', 'crmReferral', { scopes: ['referral.read'] }],
  ['/crm/loyality', 'crmLoyalty', { scopes: ['customers.read'], features: ['loyalityProgram'] }],
]);
