// The jump-to redirect rule (spec sections 2 and 5): after a token login, go to the query 'to'
// only if it starts with a single slash and not a double slash; otherwise the page shows a Next
// button. safeRedirectTarget(to) returns the target unchanged when it is a same-origin path, else
// null. Beyond the spec's two-slash rule it refuses what browsers or URL parsers turn into another
// origin or a script: backslashes ('/\evil' is '//evil' to a browser), control characters and
// raw whitespace (stripped by URL parsers: '/\t/evil'), encoded slashes and backslashes (%2F, %5C),
// encoded control characters, and anything that is still unsafe after decoding (up to 3 times).

const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'https://jump.invalid';

/** One slash first, never two, no backslash, no control character. */
function layerSafe(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (value.includes('\\')) return false;
  return !/[\u0000-\u001f\u007f-\u009f]/.test(value);
}

/** The raw target also may hold no whitespace at all (incl. Unicode separators and the BOM). */
function rawSafe(value: string): boolean {
  return layerSafe(value) && !/[\s\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/.test(value);
}

export function safeRedirectTarget(to: unknown): string | null {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_LENGTH) return null;
  // Encoded slash, backslash or control character anywhere (also double-encoded: %252F).
  if (/%(25)*(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(to)) return null;
  if (!rawSafe(to)) return null;
  let layer = to;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (next === layer) break;
    if (!layerSafe(next)) return null;
    layer = next;
  }
  // Last line: a URL parser must resolve it to our own origin.
  try {
    if (new URL(to, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  } catch {
    return null;
  }
  return to;
}
