// One owner per table (docs/decisions/resources.md, "Owners"): the module whose folder holds
// every write to the table. Other modules change it by calling the owner's functions, and a
// customer merge or erasure reaches it through the hook the owner registers
// (registrations.ts, onRecord). `resources` is the generic mechanism (upstream/modules/resources):
// it owns the generic resources no domain module registered as its own; a domain that owns a
// generic resource's table registers it (`owner` in its registrations.ts), and the generic calls
// then run with its rules. The seed and the migrations write every table.
// tests/unit/table-owners.test.ts holds this list to the schema (each table exactly once), to the
// registrations and to every write in the code.
import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from './schema';

export const TABLE_OWNERS: Record<string, readonly PgTable[]> = {
  // The booking core and everything hanging off a booking; offer holds are made by the public
  // booking and ended by the offer-expiry job.
  bookings: [
    s.bookings, s.bookingRooms, s.occupancy, s.calculationLines, s.bookingLineTotals, s.bookingCountries, s.bookingVersions, s.bookingComments, s.bookingLinks,
    s.bookingSpecials, s.onsiteItems, s.onsitePayments, s.payments, s.idempotencyKeys, s.offerHolds, s.numberSequences,
  ],
  customers: [
    s.customers, s.customerAudit, s.customerDataGroups, s.customerMeta, s.customerReferences, s.customerSearch,
    s.customerStats, s.customerVersions, s.customerRelations, s.referrals,
  ],
  users: [s.users, s.userRoles, s.userLinks],
  auth: [s.authTokens, s.passwordResets, s.userLogins],
  rooms: [s.rooms, s.roomBlockers],
  schedules: [s.schedules, s.calendarFeeds],
  todos: [s.todos],
  dive: [
    s.divePlans, s.diveLogs, s.diveSites, s.diveParticipants, s.diveCertifications, s.diveDivers, s.diveGear,
    s.diveGearEvents, s.diveGearRentals,
  ],
  'form-access': [s.forms, s.guestForms, s.guestFormFiles],
  'form-definitions': [s.formDefinitions, s.formDefinitionVersions],
  invoices: [s.invoices, s.invoiceLines, s.invoiceCounters],
  'booking-documents': [s.bookingDocuments],
  credits: [s.credits, s.creditEntries],
  loyalty: [s.loyaltyProgram, s.loyaltyEntries, s.loyaltyCards, s.contestSubscriptions],
  mail: [s.mailQueue, s.mailScheduleSends, s.mailScheduleCustomerSends],
  mailbox: [s.mailboxLogins],
  media: [s.media, s.mediaData, s.mediaFolders],
  'online-payment': [s.onlineCheckouts, s.onlineRefunds],
  // Bank accounts, their statements' entries and what each entry paid (issue 36).
  banks: [s.banks, s.bankEntries, s.bankEntryMatches],
  // The stock ledger (append-only) and the products whose stock it keeps (issue 36 item 6).
  stock: [s.products, s.inventoryMovements],
  // The counter: tickets, their lines and payments, the day's closings (issue 36 item 5).
  pos: [s.posItems, s.posLines, s.posPayments, s.posClosings],
  // Channels (issue 37): the update log of every channel and the bookings channels made.
  channels: [s.channelUpdates, s.channelBookings],
  // Documents sent to an accounting system, once each, with their state (issue 37 item 3).
  accounting: [s.accountingDocuments],
  // The public API for partners: keys, signed webhooks and their deliveries, OCTO reservations.
  partners: [s.apiKeys, s.webhookEndpoints, s.webhookDeliveries, s.octoBookings],
  agencies: [s.agencyLinks],
  segments: [s.savedFilters],
  settings: [s.settings],
  // The configuration audit trail, append-only (issue 38 item 6): others record through recordConfigChange.
  'config-audit': [s.configAudit],
  widget: [s.widgetEvents],
  // The rate limiter's own store (rate-limiter-flexible writes it, upstream/http/rate-limits.ts).
  http: [s.rateLimits],
  // The generic resources no domain module owns: master data and records with no rules of their own.
  resources: [
    s.agencies, s.agencyGroups, s.airlines, s.airports, s.arrivalsDepartures, s.bedTypes,
    s.bookingCategories, s.bookingRequests, s.bookingSources, s.commissions, s.contests, s.countries, s.customerGroups,
    s.dayEvents, s.dayGuests, s.destinations, s.diveBoats, s.diveTypes, s.employees,
    s.mailAccounts, s.mailSchedules, s.mailTemplates, s.mails, s.masterBookings, s.paymentProviders, s.ports,
    s.priceLists, s.priceVariants, s.productCategories, s.resorts, s.roomPrices, s.roomTypes,
    s.specials, s.specialsGroups, s.supplements, s.suppliers, s.systemConnections, s.taxes, s.termsOfPayment,
    s.textBlockGroups, s.textBlocks, s.tours, s.vesselDecks, s.vesselLists, s.vessels, s.widgets, s.workLogs,
  ],
};
