// OCTO capabilities (docs.octo.travel, Headers; Endpoints and Capabilities): a reseller lists the
// optional capabilities it wants in the Octo-Capabilities request header (comma separated ids such
// as octo/pricing, octo/content); every answer names, in the Octo-Capabilities response header,
// the ones this answer was made with. We serve the core specification only: none of the optional
// capabilities is implemented yet, so an asked one is left out of the answer (the spec's way of
// saying "not available": the reseller sees it was not initialised), never refused. Asking for
// none answers the core (some suppliers answer everything configured; core only keeps answers
// small and predictable). Every answer carries it, errors too (set after the call, so also on the
// project's error shape and on a refused key).
import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/context';

/** The optional capabilities served (none yet: core only). */
export const SUPPORTED_CAPABILITIES: readonly string[] = [];

/** The asked capabilities we serve, in the order asked, each once. */
export function initialisedCapabilities(header: string | undefined): string[] {
  const asked = (header ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return [...new Set(asked.filter((id) => SUPPORTED_CAPABILITIES.includes(id)))];
}

export function octoCapabilities() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const value = initialisedCapabilities(c.req.header('octo-capabilities')).join(', ');
    c.header('Octo-Capabilities', value);
    await next();
    // An error answer is made by the error handler after the call: it gets the header here.
    if (!c.res.headers.has('Octo-Capabilities')) c.res.headers.set('Octo-Capabilities', value);
  });
}

export const ZCapabilitiesHeader = z.object({
  'octo-capabilities': z.string().max(500).optional().openapi({ description: 'OCTO capabilities wanted, comma separated (e.g. octo/pricing). None: the core only. Capabilities not served are left out of the answer\'s Octo-Capabilities.' }),
});

export const OCTO_CAPABILITIES_HEADER = {
  'Octo-Capabilities': { description: 'The capabilities this answer was made with (comma separated; empty: the core only)', schema: { type: 'string' as const } },
};
