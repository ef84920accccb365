// One line per generic resource: its declaration (lib/contract/resources) bound to its table.
// Users and user roles bind the auth module's tables with hooks of their own (users-binding.ts).
// Domain modules add their hooks and ownership by registering (registry.ts registerDomain).
import { RESOURCES } from '../../../lib/contract/resources';
import { airports, countries } from '../../db/schema';
import * as T from '../../db/schema/resources';
import { bind, type TBinding } from './binding';
import { userBinding, userRoleBinding } from './users-binding';

const TABLES: Record<string, Parameters<typeof bind>[1]> = {
  destination: T.destinations, port: T.ports, airport: airports, airline: T.airlines, country: countries,
  resort: T.resorts,
  vessel: T.vessels,
  vessellist: T.vesselLists,
  bedtype: T.bedTypes,
  vesseldeck: T.vesselDecks,
  roomtypes: T.roomTypes,
  rooms: T.rooms,
  roomprices: T.roomPrices,
  tours: T.tours,
  schedules: T.schedules,
  agencies: T.agencies,
  agencygroup: T.agencyGroups,
  customergroup: T.customerGroups,
  customerdatagroup: T.customerDataGroups,
  customers: T.customers,
  terms: T.termsOfPayment,
  commission: T.commissions,
  bookingsource: T.bookingSources,
  bookingcategory: T.bookingCategories,
  supplements: T.supplements,
  referral: T.referrals,
  customerrelation: T.customerRelations,
  bookings: T.bookings,
  bookingcomment: T.bookingComments,
  book: T.bookingRequests,
  arrivaldeparture: T.arrivalsDepartures,
  dayguest: T.dayGuests,
  dayevent: T.dayEvents,
  todo: T.todos,
  master: T.masterBookings,
  price: T.priceLists,
  pricevariant: T.priceVariants,
  specialsgroup: T.specialsGroups,
  specials: T.specials,
  productcategory: T.productCategories,
  supplier: T.suppliers,
  product: T.products,
  inventory: T.inventoryMovements,
  pos: T.posItems,
  divesite: T.diveSites,
  divetype: T.diveTypes,
  diveboat: T.diveBoats,
  diveplan: T.divePlans,
  divelog: T.diveLogs,
  mail: T.mails,
  mailtemplate: T.mailTemplates,
  mailqueue: T.mailQueue,
  mailaccount: T.mailAccounts,
  mailschedule: T.mailSchedules,
  textblockgroup: T.textBlockGroups,
  textblock: T.textBlocks,
  mediafolder: T.mediaFolders,
  media: T.media,
  payprovider: T.paymentProviders,
  payments: T.payments,
  banks: T.banks,
  bankentries: T.bankEntries,
  tax: T.taxes,
  xero: T.xeroInvoices,
  formdef: T.formDefinitions,
  form: T.forms,
  guestform: T.guestForms,
  contest: T.contests,
  widget: T.widgets,
  systemconnection: T.systemConnections,
  employee: T.employees,
  worklog: T.workLogs,
};

export const BINDINGS: TBinding[] = RESOURCES.map((r) => {
  if (r.name === 'users') return userBinding(r);
  if (r.name === 'userrole') return userRoleBinding(r);
  const table = TABLES[r.name];
  if (!table) throw new Error(`No table for resource ${r.name}`);
  return bind(r, table);
});
