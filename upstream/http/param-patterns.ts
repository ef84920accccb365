// Path parameters constrained to their format in the router, so that a fixed path can never be
// read as a parameter: /api/bookings/statistics is not GET /api/bookings/{id}, whatever the order
// in which the two were mounted (docs/decisions/module-layers.md, "Routes in any order"). A uuid
// parameter matches only a uuid, an enum only its values, an integer only digits; any other
// parameter matches any segment unless its schema was given a pattern (withPathPattern); the test
// tests/api/route-order.test.ts holds that no parameter route of the app meets a fixed path.
// A request whose parameter has the wrong format still gets the route's answer as before (its
// middleware, then 400 ValidationError): the route's fallback, mounted after every module
// (paramFallbackRoutes), where no fixed path can come after it.
import type { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const HEX = '[0-9a-fA-F]';
/** A uuid, also for withPathPattern alternatives. */
export const UUID_PATTERN = `${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

type TParamSchema = { format?: string | null; options?: readonly unknown[]; _zod: { def: { type: string } } };

const GIVEN = new WeakMap<z.ZodType, string>();

/** A path parameter's schema with the pattern its segment must match (a regular expression
 *  without anchors), where its format alone says too little (an id or a number, say). */
export function withPathPattern<T extends z.ZodType>(schema: T, pattern: string): T {
  GIVEN.set(schema, pattern);
  return schema;
}

/** A record's id or its number: booking, offer and invoice numbers always carry digits
 *  (bookings/numbers.ts, the invoice formats' {N}), so no fixed segment ('csv', 'report') is one. */
export const ID_OR_NUMBER_PATTERN = `(?:${UUID_PATTERN})|[A-Za-z0-9_.%-]*[0-9][A-Za-z0-9_.%-]*`;

/** The pattern a parameter's schema allows in a path segment, or null for any segment. */
export function paramPattern(schema: z.ZodType): string | null {
  const given = GIVEN.get(schema);
  if (given) return given;
  const s = schema as unknown as TParamSchema;
  if (s.format === 'uuid' || s.format === 'guid') return UUID_PATTERN;
  if (s._zod.def.type === 'enum' && s.options?.every((o) => typeof o === 'string' || typeof o === 'number')) {
    return s.options.map((o) => escape(String(o))).join('|');
  }
  if (s._zod.def.type === 'number' && (s.format === 'safeint' || s.format === 'int32')) return '-?[0-9]+';
  return null;
}

/** A Hono path ('/a/:id/b') with each parameter the schema constrains written as ':id{pattern}'. */
export function constrainPath(path: string, params: z.ZodObject | undefined): string {
  if (!params) return path;
  return path.replace(/\/:([A-Za-z0-9_]+)(?=\/|$)/g, (whole, name: string) => {
    const field = params.shape[name] as z.ZodType | undefined;
    const pattern = field ? paramPattern(field) : null;
    return pattern ? `/:${name}{(?:${pattern})}` : whole;
  });
}

export type TParamFallback = { method: string; path: string; middleware: MiddlewareHandler<AppEnv>[]; params: z.ZodObject };

const FALLBACKS = new Map<string, TParamFallback>();

/** Noted by createRouter for each route with a constrained parameter (one per method and path). */
export function noteParamFallback(f: TParamFallback): void {
  const key = `${f.method} ${f.path}`;
  if (!FALLBACKS.has(key)) FALLBACKS.set(key, f);
}

export function paramFallbacks(): TParamFallback[] {
  return [...FALLBACKS.values()];
}
