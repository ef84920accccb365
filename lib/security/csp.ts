// The Content-Security-Policy of every page, built per request in proxy.ts (decision:
// docs/decisions/csp.md). Scripts run only with the request's nonce ('strict-dynamic' lets
// Next's own chunk loader add further scripts); styles allow inline because React style
// attributes and Radix positioning use them and an inline style cannot run code. Framing is
// refused everywhere except a widget page, which the widget's configured sites may frame.
export type TCspInput = {
  nonce: string;
  /** Origins allowed to frame the page; empty = no one ('none'). */
  frameAncestors: readonly string[];
  /** A known widget page: this site may frame it too (the live preview in /widget-admin). */
  selfToo?: boolean;
  /** Development needs eval for React's debugging and Turbopack's hot reload. */
  dev?: boolean;
};

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * An origin as it may appear in frame-ancestors: scheme://host[:port] over http(s), nothing else
 * (no paths, wildcards only as a leading "*." label, no quotes, semicolons or spaces that could
 * smuggle another directive into the header). Anything else is dropped, never passed on.
 */
export function frameAncestorSource(value: string): string | null {
  const m = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?\/?$/i.exec(value.trim());
  if (!m) return null;
  return `${m[1].toLowerCase()}://${m[2] ?? ''}${m[3].toLowerCase()}${m[4] ?? ''}`;
}

export function contentSecurityPolicy({ nonce, frameAncestors, selfToo = false, dev = false }: TCspInput): string {
  const ancestors = [...(selfToo ? ["'self'"] : []), ...frameAncestors.map(frameAncestorSource).filter((s): s is string => s !== null)];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    // Under 'strict-dynamic' a worker would fall back to script-src, which ignores 'self'.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.length ? [...new Set(ancestors)].join(' ') : "'none'"}`,
  ];
  return directives.join('; ');
}
