// Bounds on money (minor units, integers) that make an overflow impossible end to end: one amount
// (a payment, a calculation line, any money field of a record) stays within MAX_AMOUNT either way,
// and what is summed per booking (its calculation lines, its payments) within MAX_BOOKING_SUM. Both
// fit PostgreSQL's integer column (2^31 - 1) and JavaScript's safe integers with room to spare, and
// sums are computed in bigint before anything is written (upstream/modules/bookings/prices/money-bounds.ts).

/** 1,000,000.00 in minor units: the largest single amount. */
export const MAX_AMOUNT = 100_000_000;
/** 10,000,000.00 in minor units: the largest total or sum of payments of one booking. */
export const MAX_BOOKING_SUM = 1_000_000_000;
