// Typed errors of the price engine. status says how the API should answer: 409 when the request
// is well-formed but the price list cannot price it (no season, no entry, overlapping seasons,
// an inconsistent list), 400 when the request itself is wrong (unknown guest or supplement,
// missing exchange rate). details name the night, stay, room type and season concerned.

export const PRICE_ERROR_STATUS = {
  NO_SEASON: 409,
  OUTSIDE_VALIDITY: 409,
  SEASON_OVERLAP: 409,
  NO_PRICE_ENTRY: 409,
  PRICE_LIST_INVALID: 409,
  UNKNOWN_GUEST: 400,
  DUPLICATE_ID: 400,
  UNKNOWN_SUPPLEMENT: 400,
  SUPPLEMENT_NOT_APPLICABLE: 400,
  CURRENCY_MISMATCH: 400,
  STAY_TOO_LONG: 400,
  AMOUNT_TOO_LARGE: 400,
} as const;

export type TPriceErrorCode = keyof typeof PRICE_ERROR_STATUS;
/** The codes the API answers with 409 (each is in the registry, lib/contract/error-codes.ts). */
export type TPriceConflictCode = { [K in TPriceErrorCode]: (typeof PRICE_ERROR_STATUS)[K] extends 409 ? K : never }[TPriceErrorCode];

export function isPriceConflictCode(code: TPriceErrorCode): code is TPriceConflictCode {
  return PRICE_ERROR_STATUS[code] === 409;
}

export type TPriceErrorDetails = {
  night?: string;
  stayId?: string;
  guestId?: string;
  roomTypeId?: string;
  variantId?: string | null;
  seasonId?: string;
  seasonIds?: string[];
  supplementId?: string;
  entryId?: string;
  currency?: string;
};

export class PriceEngineError extends Error {
  readonly code: TPriceErrorCode;
  readonly status: 400 | 409;
  readonly details: TPriceErrorDetails;

  constructor(code: TPriceErrorCode, message: string, details: TPriceErrorDetails = {}) {
    super(message);
    this.name = 'PriceEngineError';
    this.code = code;
    this.status = PRICE_ERROR_STATUS[code];
    this.details = details;
  }
}
