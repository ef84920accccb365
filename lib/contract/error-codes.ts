// The registry of the API's refusal codes: the `message` of every 409 (ConflictError), 422
// (UnprocessableEntityError), 415, 502 and 503 answer is one of these. The upstream's
// errors.conflict(), errors.unprocessable(), errors.unsupportedMedia(), errors.badGateway() and
// errors.unavailable() accept only a code listed here with their status (a misspelt code does
// not compile), the OpenAPI document lists them as the enum of the 409 and 422 error bodies, and
// the web client shows messages errors.codes.<CODE> (de and en) for them. A long file on purpose:
// one line per code, grouped by module. How to add one: docs/decisions/error-codes.md.

const C = { status: 409 } as const;
const U = { status: 422 } as const;
const M = { status: 415 } as const;
const G = { status: 502 } as const;
const S = { status: 503 } as const;

export const ERROR_CODES = {
  // Bookings: state, actions and the booking's own data
  INVALID_STATE_TRANSITION: C,
  ALREADY_CHECKED_IN: C,
  ALREADY_CHECKED_OUT: C,
  CHECKIN_TOO_EARLY: C,
  STAY_NOT_OVER: C,
  NOT_SETTLED: C,
  /** Confirm of a booking whose total is 0.00 without withoutPrice=1. */
  PRICE_MISSING: C,
  BOOKING_CLOSED: C,
  REFERENCE_EXISTS: C,
  GUEST_CHANGED: C,

  // Bookings: rooms, availability and rebooking
  ROOM_NOT_AVAILABLE: C,
  ROOM_LOCKED: C,
  NO_ROOMS: C,
  SAME_DEPARTURE: C,
  REBOOK_NOT_REVERTIBLE: C,

  // Bookings: price lines, price list, specials, commission, terms, cancellation fee
  /** A change to a priced booking that cannot be priced: the booking keeps its price. */
  PRICE_NOT_RECALCULATED: U,
  LINE_LOCKED: C,
  LINE_NOT_DELETABLE: C,
  LINE_NOT_REFRESHABLE: C,
  PRODUCT_INACTIVE: C,
  ADDON_INACTIVE: C,
  VARIANT_INACTIVE: C,
  PRICE_LIST_INACTIVE: C,
  OTHER_ASSET: C,
  HAS_PAYMENTS: C,
  EXCHANGE_RATE_MISSING: C,
  COMMISSION_INACTIVE: C,
  NO_AGENCY: C,
  SPECIAL_NOT_APPLICABLE: C,
  TERMS_INACTIVE: C,
  NO_TERMS: C,
  NO_ARRIVAL: C,
  NOT_CANCELLED: C,
  NO_CANCELLATION_FEE: C,

  // Bookings: payments and the room bill (on-site items and desk payments)
  PAYMENT_FROM_PROVIDER: C,
  PAYMENT_INVOICED: C,
  PAYMENT_WITHOUT_BOOKING: C,
  MORE_THAN_HELD: C,
  IDEMPOTENCY_KEY_REUSED: U,
  ITEM_CLOSED: C,
  ITEM_PAID: C,
  NOTHING_OPEN: C,
  NO_DIVES_TO_BILL: C,
  PAYMENT_REVERSED: C,
  CURRENCY_MISMATCH: C,

  // Prices: the price list cannot price the stay (NO_SEASON … PRICE_LIST_INVALID are the price
  // engine's 409 codes, upstream/modules/prices/engine/errors.ts)
  NO_PRICE_LIST: C,
  NO_SEASON: C,
  OUTSIDE_VALIDITY: C,
  SEASON_OVERLAP: C,
  NO_PRICE_ENTRY: C,
  PRICE_LIST_INVALID: C,

  // Invoices, credit notes and e-invoices
  ALREADY_INVOICED: C,
  ALREADY_CREDITED: C,
  NOT_AN_INVOICE: C,
  OVER_CREDIT: C,
  NEGATIVE_PART: C,
  NOTHING_TO_INVOICE: C,
  NOTHING_TO_SPLIT: C,
  NO_CUSTOMER: C,
  NO_INVOICE: C,
  NO_PAYMENT_QR: C,
  COMPANY_DATA_MISSING: U,
  EINVOICE_INCOMPLETE: U,
  EINVOICE_INVALID: U,

  // Credits (vouchers and agency credit)
  CREDIT_CURRENCY: C,
  CREDIT_EXPIRED: C,
  CREDIT_HOLDER_MISMATCH: C,
  CREDIT_INSUFFICIENT: C,
  CREDIT_MORE_THAN_PAID: C,
  CREDIT_NOTHING_TO_APPLY: C,

  // Loyalty programme and contests
  LOYALTY_BOOKING_CLOSED: C,
  LOYALTY_CURRENCY: C,
  LOYALTY_INACTIVE: C,
  LOYALTY_INSUFFICIENT: C,
  LOYALTY_MORE_THAN_OPEN: C,
  LOYALTY_NO_MEMBER: C,
  LOYALTY_STAY_NOT_COMPLETED: C,
  CONTEST_CLOSED: C,

  // Online payment and refunds through a provider
  BOOKING_NOT_PAYABLE: C,
  NOTHING_TO_PAY: C,
  NO_PAYMENT_PROVIDER: C,
  PROVIDER_FAILED: C,
  PROVIDER_NOT_CONFIGURED: C,
  PROVIDER_REFUSED: C,
  // Backups (issue 38): a restore refused (a newer schema, restored there before); a file that does not open; an off-site store not reachable
  RESTORE_REFUSED: C,
  BACKUP_UNREADABLE: U,
  BACKUP_STORE_FAILED: G,
  // Jumps between connected systems (issue 37): the other system refused the jump or could not be reached
  JUMP_FAILED: G,
  // Accounting (Xero, issue 37): no active connection; a document not sent yet; Xero said no; Xero not reachable
  ACCOUNTING_NOT_CONNECTED: C,
  ACCOUNTING_NOT_SENT: C,
  ACCOUNTING_REFUSED: C,
  ACCOUNTING_UNREACHABLE: G,
  NOT_REFUNDABLE: C,
  ALREADY_REFUNDED: C,

  // Mail: sending, planning and the outbox
  NO_RECIPIENT: C,
  TEMPLATE_INACTIVE: C,
  NOT_AN_AGENCY_BOOKING: C,
  NO_OPEN_GUEST_FORMS: C,
  NO_BOOKING: C,
  NOT_CANCELLABLE: C,
  NOT_PLANNABLE: C,
  MAIL_WITHOUT_CONTENT: C,

  // Mailbox (IMAP accounts)
  MAIL_ACCOUNT_INACTIVE: C,
  MAIL_ACCOUNT_NO_IMAP: C,
  MAIL_ACCOUNT_NO_LOGIN: C,
  OAUTH_NOT_CONFIGURED: C,

  // Dive day: roll call, gear, certifications, itinerary, shared site list
  ALREADY_ON_DIVE: C,
  DIVE_CLOSED: C,
  DIVERS_IN_WATER: C,
  DIVER_ALREADY_BACK: C,
  DIVER_NOT_IN_WATER: C,
  DIVER_NOT_READY: C,
  DIVER_WENT_IN: C,
  CERTIFICATION_VERIFIED: C,
  GEAR_NOT_AVAILABLE: C,
  GEAR_OTHER_ASSET: C,
  GEAR_RENTED: C,
  GEAR_SERIAL_TAKEN: C,
  NO_DIVE_SLOTS: C,
  NO_SITE_LIST: C,
  SITE_IMPORT_RUNNING: C,
  SITE_LIST_INVALID: U,
  SITE_LIST_TOO_LARGE: U,
  SITE_LIST_UNREACHABLE: U,

  // Schedules (departures of a vessel)
  NO_CABINS: C,
  SCHEDULE_OVERLAP: C,

  // Guest forms and signed forms
  SIGNED_FORM: C,
  FORM_ANSWERED: C,
  FORM_CLOSED: C,
  FORM_SYNCED: C,
  FORM_NOT_SENT: C,
  FORM_WITHOUT_CUSTOMER: C,
  FORM_OF_OTHER_BOOKING: C,
  GUEST_HAS_FORM: C,
  NOT_A_GUEST_OF_BOOKING: C,

  // Banks: statements' import and the matches of entries with bookings (issue 36)
  /** A statement file that cannot be read (its description names the row or entry); nothing stored. */
  BANK_FILE_UNREADABLE: U,
  BANK_FILE_OTHER_ACCOUNT: U,
  BANK_CSV_MAPPING_MISSING: U,
  BANK_ENTRY_IGNORED: C,
  BANK_ENTRY_SETTLED: C,
  BANK_ENTRY_OVERBOOKED: C,
  BANK_CREDIT_MONEY_OUT: C,
  BANK_NOTHING_OPEN: C,
  /** A change to an entry whose payments rest on it (amount, account, status): undo them first. */
  BANK_ENTRY_HAS_PAYMENTS: C,
  BANK_WISE_NOT_SET_UP: U,
  /** Wise's API unreachable or refusing (its status in the description). */
  BANK_PROVIDER_ERROR: G,
  /** A payment a bank entry's match recorded: undone on the entry, not removed from the booking. */
  BANK_PAYMENT_MATCHED: C,

  // Channels (issue 37; docs/decisions/channels.md)
  /** The channel manager unreachable or refusing a pull (its words in the description). */
  CHANNEL_UNREACHABLE: G,

  // Stock and the counter (issue 36; docs/decisions/pos.md)
  /** A sale or use would take a product's stock below zero (and the product does not allow it). */
  STOCK_INSUFFICIENT: C,
  /** The ticket is settled (paid, on a room bill or void): its lines and payments stay. */
  POS_TICKET_CLOSED: C,
  POS_TICKET_EMPTY: C,
  /** Cash handed over is less than the ticket's total. */
  POS_PAYMENT_SHORT: U,
  /** The ticket has no payment to take back (open, void, or on a room bill: take it off the bill there). */
  POS_NOT_PAID: C,
  /** Tickets of different currencies or assets cannot be combined. */
  POS_TICKETS_DIFFER: C,
  /** A day's closing with no payment since the previous one. */
  POS_NOTHING_TO_CLOSE: C,

  // Records in general (resources, references, media, to-dos)
  /** A foreign key refused a write (http/errors.ts asAppError). */
  REFERENCE_CONFLICT: C,
  RECORD_IN_USE: C,
  DUPLICATE_VALUE: C,
  NOT_COPYABLE: C,
  EXTERNAL_ID_TAKEN: C,
  FIELD_IN_OTHER_GROUP: C,
  MEDIA_IN_USE: C,
  TODO_SOLVED: C,

  // What the server cannot take or reach right now (415, 502, 503)
  /** An upload whose bytes are no allowed file type (HTML, SVG, scripts, archives, unknown). */
  UNSUPPORTED_FILE_TYPE: M,
  /** A body in a content type the call does not take (Hono's own 415). */
  UNSUPPORTED_CONTENT_TYPE: M,
  /** The mailbox's IMAP server refused or broke the connection. */
  MAIL_SERVER_ERROR: G,
  /** Every connection to the mailbox's IMAP server is in use. */
  MAIL_SERVER_BUSY: S,
  /** The database cannot be reached; nothing was changed. */
  DATABASE_UNAVAILABLE: S,
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;
type TCodesWith<S extends number> = { [K in TErrorCode]: (typeof ERROR_CODES)[K]['status'] extends S ? K : never }[TErrorCode];
/** The codes a 409 answer may carry (errors.conflict). */
export type TConflictCode = TCodesWith<409>;
/** The codes a 422 answer may carry (errors.unprocessable). */
export type TUnprocessableCode = TCodesWith<422>;
/** The codes of a 415, a 502 and a 503 answer (errors.unsupportedMedia, badGateway, unavailable). */
export type TUnsupportedMediaCode = TCodesWith<415>;
export type TBadGatewayCode = TCodesWith<502>;
export type TUnavailableCode = TCodesWith<503>;

const ALL = Object.keys(ERROR_CODES) as TErrorCode[];
const codesWith = <S extends 409 | 422 | 415 | 502 | 503>(status: S) => ALL.filter((k) => ERROR_CODES[k].status === status);

/** For the OpenAPI document: the enums of a 409's and of a 422's message. */
export const CONFLICT_CODES = codesWith(409) as [TConflictCode, ...TConflictCode[]];
export const UNPROCESSABLE_CODES = codesWith(422) as [TUnprocessableCode, ...TUnprocessableCode[]];
export const UNSUPPORTED_MEDIA_CODES = codesWith(415) as [TUnsupportedMediaCode, ...TUnsupportedMediaCode[]];
export const BAD_GATEWAY_CODES = codesWith(502) as [TBadGatewayCode, ...TBadGatewayCode[]];
export const UNAVAILABLE_CODES = codesWith(503) as [TUnavailableCode, ...TUnavailableCode[]];

/** The registry code a refusal's message names, when it is one registered with this status. */
export function errorCodeOf(status: number, message: string | null | undefined): TErrorCode | null {
  if (!message || !Object.hasOwn(ERROR_CODES, message)) return null;
  const code = message as TErrorCode;
  return ERROR_CODES[code].status === status ? code : null;
}
