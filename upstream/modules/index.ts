// Every domain module mounts its routes here (one line each).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { paramFallbackRoutes } from '../http/router';
import { authRoutes, registerAuthHooks } from './auth';
import { rejectMalformedJson } from '../http/json-body';
import { systemRoutes } from './system';
import { backupRoutes, settingsRoutes } from './settings';
import { configAuditRegistration, configAuditRoutes } from './config-audit';
import { userLinkRoutes, userRoleRoutes, userRoutes } from './users';
import { genericResourceRoutes, labelRoutes, registerDomain } from './resources';
import { bookingDealRoutes, bookingListRoutes, bookingMoneyRoutes, bookingOnsiteRoutes, bookingOpsRoutes, bookingPaymentRoutes, bookingPriceRoutes, bookingReportRoutes, bookingRoomRoutes, bookingRoutes, priceRoutes, specialPreviewRoutes } from './bookings';
import { financeRoutes } from './finance';
import { bankRoutes, banksRegistration, registerBankHooks } from './banks';
import { statisticsRoutes } from './statistics';
import { stockRegistration, stockRoutes } from './stock';
import { posRegistration, posRoutes } from './pos';
import { bookingsRegistration } from './bookings/registrations';
import { roomRoutes } from './rooms';
import { roomsRegistration } from './rooms/registrations';
import { priceFinderRoutes } from './prices';
import { publicBookingRoutes, publicProductRoutes, widgetEmbedRoutes } from './public-booking';
import { scheduleRoutes } from './schedules';
import { formAccessRoutes } from './form-access';
import { formAccessRegistration } from './form-access/registrations';
import { formDefinitionRoutes, formDefinitionsRegistration } from './form-definitions';
import { dashboardRoutes } from './dashboard';
import { mailRoutes } from './mail/routes';
import { mailRegistration } from './mail/registrations';
import { mediaRegistration, mediaRoutes } from './media';
import { mailboxRoutes } from './mailbox';
import { widgetRoutes } from './widget';
import { onlinePaymentRegistration, onlinePaymentRoutes } from './online-payment';
import { diveGearRoutes, diveMoreRoutes, divePlanRoutes, diveRegistration, diverRoutes, diveStatsRoutes } from './dive';
import { todoRoutes } from './todos';
import { bookingDocumentRoutes } from './booking-documents';
import { einvoiceRoutes, invoiceDocumentRoutes, invoiceRoutes, registerInvoiceHooks } from './invoices';
import { customerRoutes, customersRegistration, registerCustomerHooks } from './customers';
import { agencyPaymentRoutes, agencyPrintRoutes, agencyRoutes } from './agencies';
import { creditRoutes, creditsRegistration } from './credits';
import { clubRoutes, contestRoutes, loyaltyRegistration, loyaltyRoutes } from './loyalty';
import { segmentRoutes } from './segments';
import { usersRegistration } from './users/registrations';
import { todosRegistration } from './todos/registrations';
import { schedulesRegistration } from './schedules/registrations';
import { channelRoutes, channelsRegistration } from './channels';
import { accountingRoutes, registerAccountingHooks } from './accounting';
import { keyRoutes, partnerApiRoutes, partnerDocRoutes, registerWebhookHooks, webhookRoutes } from './partners';

/** Domain modules register into the generic resources (hooks, the tables they own, references
 *  from their own tables) before its routes are built; the generic code imports no domain. */
const DOMAINS = [
  bookingsRegistration, roomsRegistration, formAccessRegistration, mailRegistration, mediaRegistration,
  onlinePaymentRegistration, diveRegistration, customersRegistration, creditsRegistration, formDefinitionsRegistration,
  loyaltyRegistration, usersRegistration, todosRegistration, schedulesRegistration, banksRegistration,
  configAuditRegistration, stockRegistration, posRegistration, channelsRegistration,
];

/** Registers every domain (idempotent): the routes below, and seeds that write through a domain's
 *  own functions before the app is built (db/seed/living). */
export function registerDomains(): void {
  for (const d of DOMAINS) registerDomain(d);
  // A lower module asks a higher one through a hook it declares (docs/decisions/module-layers.md):
  // users → auth (end an account's tokens), bookings → customers (typed-in guests' records).
  registerAuthHooks();
  registerCustomerHooks();
}

export function mountModules(app: OpenAPIHono<AppEnv>) {
  // Malformed JSON → 400 ValidationError for every route below.
  app.use('/api/*', rejectMalformedJson());
  // Auth, users, settings, system. The fixed /api/users/* and /api/userrole/groups paths must stay
  // BEFORE the generic /api/users and /api/userrole resources.
  app.route('/', systemRoutes);
  app.route('/', authRoutes);
  app.route('/', userRoutes);
  app.route('/', userLinkRoutes);
  app.route('/', userRoleRoutes);
  app.route('/', backupRoutes);
  app.route('/', settingsRoutes);
  // The configuration audit trail (GET /api/settings/audit, admin).
  app.route('/', configAuditRoutes);
  // Channels (issue 37): the OTA update log and master bookings, fixed paths under /api/bookings and
  // /api/master, before every {id} route of those bases.
  app.route('/', channelRoutes);
  // The booking core. Its calls on the generic base path /api/bookings (create, delete, copy) are
  // left out of the generic router by its registration, so the order of the two does not matter.
  app.route('/', bookingRoutes);
  app.route('/', bookingMoneyRoutes);
  app.route('/', bookingPaymentRoutes);
  app.route('/', bookingDealRoutes);
  app.route('/', bookingPriceRoutes);
  app.route('/', bookingRoomRoutes);
  app.route('/', bookingReportRoutes);
  app.route('/', agencyPaymentRoutes);
  // Issue 20: the list-level calls (find, years, endofday, ...) and the booking operations.
  app.route('/', bookingListRoutes);
  app.route('/', bookingOpsRoutes);
  app.route('/', bookingOnsiteRoutes);
  // Statistics (api-calls 7.5): fixed paths /api/bookings/<name>, before the generic GET /api/bookings/{id}.
  app.route('/', statisticsRoutes);
  app.route('/', todoRoutes);
  app.route('/', financeRoutes);
  // Banks (issue 36): statements' import, entries, balance, matches; a matched payment is undone on its entry.
  registerBankHooks();
  app.route('/', bankRoutes);
  // Stock (issue 36): the product calls under /api/product, the ledger's one writer; the counter under /api/pos.
  app.route('/', stockRoutes);
  app.route('/', posRoutes);
  // Invoices and credit notes; they join a booking's cancellation (bookings/hooks.ts) and the rules of payment removal (bookings/payment-rules.ts).
  registerInvoiceHooks();
  app.route('/', invoiceRoutes);
  app.route('/', einvoiceRoutes);
  app.route('/', invoiceDocumentRoutes);
  app.route('/', bookingDocumentRoutes);
  app.route('/', roomRoutes);
  app.route('/', priceRoutes);
  app.route('/', priceFinderRoutes);
  // POST /api/specials/preview: a fixed path under the generic /api/specials base.
  app.route('/', specialPreviewRoutes);
  app.route('/', publicBookingRoutes);
  app.route('/', publicProductRoutes);
  app.route('/', widgetEmbedRoutes);
  // The widget's tracking and statistics: fixed paths under the generic /api/widget base.
  app.route('/', widgetRoutes);
  // Online payment: checkout and return checks under /api/book/{no}, the webhook under /api/payments.
  app.route('/', onlinePaymentRoutes);
  app.route('/', scheduleRoutes);
  app.route('/', formAccessRoutes);
  // The form builder: versions of definitions, signatures, and the files a form link opens.
  app.route('/', formDefinitionRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', mailRoutes);
  // Media library and mailbox: fixed paths under the generic /api/media and /api/mail bases.
  app.route('/', mediaRoutes);
  app.route('/', mailboxRoutes);
  // Dive operations: the day plan, divers, manifest, roll call and closing; divers' readiness; rental gear.
  app.route('/', divePlanRoutes);
  app.route('/', diverRoutes);
  app.route('/', diveStatsRoutes);
  app.route('/', diveGearRoutes);
  // Itinerary slots, the shared site import (/api/settings/scubaDatesDiveSites) and the log book
  // (/api/divelog/self: a fixed path under the generic /api/divelog base).
  app.route('/', diveMoreRoutes);
  // Customers (api-calls 7.11): fixed paths under the generic /api/customers base.
  app.route('/', customerRoutes);
  app.route('/', agencyRoutes);
  app.route('/', agencyPrintRoutes);
  app.route('/', creditRoutes);
  // Loyalty, member cards, the club's invoices; contest entries under the generic /api/contest base.
  app.route('/', loyaltyRoutes);
  app.route('/', clubRoutes);
  app.route('/', contestRoutes);
  // Saved filters (segments) of the CRM customer list and the agency list: /api/crm/*.
  app.route('/', segmentRoutes);
  // Accounting (issue 37 item 3): documents to Xero, their state per document (/api/plugins/xero).
  registerAccountingHooks();
  app.route('/', accountingRoutes);
  // The partner API (issue 37): keys and webhooks (admin), the partner calls and OCTO behind a key,
  // their own OpenAPI document; bookings' versions raise the webhook events.
  registerWebhookHooks();
  app.route('/', keyRoutes);
  app.route('/', webhookRoutes);
  app.route('/', partnerDocRoutes);
  app.route('/', partnerApiRoutes);
  // The generic resources of api-calls 7.1, built from the registrations. Still after the fixed
  // paths above that share a base path with a generic {id} (e.g. /api/users/me, /api/form/constants).
  registerDomains();
  app.route('/', genericResourceRoutes());
  app.route('/', labelRoutes);
  // Last: a parameter in the wrong format (not a uuid, say) gets its route's 400 (http/router.ts).
  app.route('/', paramFallbackRoutes());
}
