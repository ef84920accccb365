// How a search term that looks like a phone number is compared: by its digits. One rule for the
// customer search (modules/customers/search.ts) and the bookings list's phone search
// (modules/bookings/lists/list-columns.ts).

/** The digits a term that looks like a phone number (digits, +, spaces, brackets, dots, dashes;
 *  five digits or more) is compared by, without its leading zeros: typed the national way
 *  ("0170 …") or with the international prefix ("0049 170 …") it finds "+49 170 …". Null for
 *  any other term. */
export function phoneDigitsOf(term: string): string | null {
  if (!/^[+0-9 ()/.-]+$/.test(term)) return null;
  const digits = term.replace(/[^0-9]/g, '').replace(/^0+/, '');
  return digits.length >= 5 ? digits : null;
}
