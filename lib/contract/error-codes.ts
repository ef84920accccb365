// The registry of the API's refusal codes: the `message` of every 409 (ConflictError) and 422
// (UnprocessableEntityError) answer is one of these. The upstream's errors.conflict() and
// errors.unprocessable() accept only a code listed here with their status (a misspelt code does
// not compile), the OpenAPI document lists them as the enum of the 409 and 422 error bodies, and
// the web client shows messages errors.codes.<CODE> (de and en) for them. A long file on purpose:
// one line per code, grouped by module. How to add one: docs/decisions/error-codes.md.

const C = { status: 409 } as const;
const U = { status: 422 } as const;

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
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;
type TCodesWith<S extends number> = { [K in TErrorCode]: (typeof ERROR_CODES)[K]['status'] extends S ? K : never }[TErrorCode];
/** The codes a 409 answer may carry (errors.conflict). */
export type TConflictCode = TCodesWith<409>;
/** The codes a 422 answer may carry (errors.unprocessable). */
export type TUnprocessableCode = TCodesWith<422>;

const ALL = Object.keys(ERROR_CODES) as TErrorCode[];
const codesWith = <S extends 409 | 422>(status: S) => ALL.filter((k) => ERROR_CODES[k].status === status);

/** For the OpenAPI document: the enums of a 409's and of a 422's message. */
export const CONFLICT_CODES = codesWith(409) as [TConflictCode, ...TConflictCode[]];
export const UNPROCESSABLE_CODES = codesWith(422) as [TUnprocessableCode, ...TUnprocessableCode[]];

/** The registry code a refusal's message names, when it is one registered with this status. */
export function errorCodeOf(status: number, message: string | null | undefined): TErrorCode | null {
  if (!message || !Object.hasOwn(ERROR_CODES, message)) return null;
  const code = message as TErrorCode;
  return ERROR_CODES[code].status === status ? code : null;
}
