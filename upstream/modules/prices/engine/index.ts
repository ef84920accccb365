// The price engine: pure functions from a price list and a booking's stays and guests to its
// calculation lines. The rules are in README.md next to this file.
export { priceBooking, MAX_NIGHTS } from './price-booking';
export { PriceEngineError, PRICE_ERROR_STATUS, isPriceConflictCode, type TPriceConflictCode, type TPriceErrorCode, type TPriceErrorDetails } from './errors';
export { guestAge, childRuleFor } from './guests';
