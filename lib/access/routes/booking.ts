// Spec section 2, "Booking and finance".
import { defineGroup } from '../route-types';

/** Who may create bookings (the upstream's rule: bookings.create, or an agency for itself). */
export const BOOKING_CREATE = ['bookings.create', 'agencies.self'] as const;

export const bookingRoutes = defineGroup({ menu: 'booking', scopes: ['bookings.read'] }, [
  // The group path has no screen of its own: it opens the list.
  ['/booking', 'booking', { scopes: ['bookings.read', 'agencies.self'], redirectTo: '/booking/list' }],
  ['/booking/list', 'bookingList', { scopes: ['bookings.read', 'agencies.self'] }],
  // The wizards: offered only to a role that may create bookings (a read-only role may open them,
  // spec section 2, and is told at once that it may not book).
  ['/booking/wizard', 'bookingWizard', { scopes: ['bookings.create', 'bookings.read', 'agencies.self'], menuScopes: BOOKING_CREATE }],
  ['/booking/resort', 'bookingResort', { scopes: ['bookings.create', 'agencies.self'] }],
  ['/booking/tour', 'bookingTour', { menuScopes: BOOKING_CREATE }],
  ['/booking/calendar', 'bookingCalendar', { features: ['vessel'] }],
  ['/booking/occupancy', 'bookingOccupancy', { features: ['resort'] }],
  ['/booking/ota', 'bookingOta', { features: ['ota'] }],
  // The desk's payment lists (issue 16: open payments, payment status, history); the spec's list
  // of booking routes "may continue beyond these".
  ['/booking/payments', 'bookingPayments'],
  // Agencies list and create their own bookings (spec section 6), so they open their details too;
  // the upstream limits them to their own.
  ['/booking/:id', 'bookingDetail', { scopes: ['bookings.read', 'agencies.self'] }],
]);

export const posRoutes = defineGroup({ menu: 'pos', scopes: ['pos.read'], features: ['pos'] }, [
  ['/pos/counter', 'posCounter'],
  ['/pos/list', 'posList'],
]);

export const bankRoutes = defineGroup({ menu: 'bank', scopes: ['banks.read'], features: ['bank'] }, [
  ['/bank', 'bank', { redirectTo: '/bank/list' }],
  ['/bank/list', 'bankList'],
  ['/bank/create', 'bankCreate', { scopes: ['banks.create'], createFor: '/bank/list' }],
  ['/bank/cashflow', 'bankCashflow', { scopes: ['bankentries.read'] }],
  ['/bank/:id', 'bankDetail', { scopes: ['banks.update'] }],
]);

// Bank entries: bankentries.read, menu group finance; the spec names no feature for them.
export const financeRoutes = defineGroup({ menu: 'finance' }, [
  ['/bank/entry/list', 'bankEntryList', { scopes: ['bankentries.read'] }],
  ['/bank/entry/manual', 'bankEntryManual', { scopes: ['bankentries.read'] }],
  ['/bank/entry/temporary', 'bankEntryTemporary', { scopes: ['bankentries.read'] }],
  ['/credits', 'agencyCredits', { scopes: ['agencies.read'] }],
  ['/ccredits', 'customerCredits', { scopes: ['customers.read'] }],
  ['/finance/invoices', 'financeInvoices', { scopes: ['bookings.read'] }],
  ['/finance/assetshare', 'financeAssetShare', { scopes: ['bookings.read'], features: ['connect'] }],
]);
