// How deep a JSON text nests, without parsing it. Shared by the upstream (which refuses bodies
// deeper than MAX_JSON_DEPTH) and any web-side code that must parse a body itself: V8's
// JSON.parse takes 100,000 levels, but the recursive steps after it (zod, JSON.stringify)
// overflow the stack at a few thousand.

/** Deepest nesting of arrays and objects a request body may have. The deepest real body (a
 *  booking with rooms, guests and their answers) is under 10; 64 leaves room for any setting. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting in a JSON text, in one pass (no recursion; brackets in strings skipped).
 *  Stops counting once it passes `stopAt`. */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAt) return max;
      }
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return max;
}

export const tooDeep = (text: string): boolean => jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH;
