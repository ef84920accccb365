// Stands in for .data/openapi/paths.d.ts (scripts/openapi-types.ts, written by `npm run check`
// before tsc) where it was not generated yet: a `next build` of a fresh clone type-checks the
// tests too. With it the typed client takes any path and body; `npm run check` always checks
// against the generated types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no document to type against
export type paths = any;
