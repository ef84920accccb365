// The finishing rules of the OpenAPI document (issue 21): every operation gets an operationId
// derived by one rule from its method and path, and the tag of its area (the first path segment
// under /api); the document lists its servers, licence and tags. Checked by Redocly's
// recommended rules in `npm run check` (scripts/openapi-lint.ts, redocly.yaml).

type TOperation = { operationId?: string; tags?: string[]; [key: string]: unknown };
type TPathItem = Record<string, unknown>;
export type TOpenApiDocument = {
  info: object;
  paths?: Record<string, TPathItem>;
  tags?: { name: string; description?: string }[];
  servers?: { url: string; description?: string }[];
  [key: string]: unknown;
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export const API_LICENSE = { name: 'MIT', identifier: 'MIT' };

/** Relative: the server the document was read from (the upstream, or the web app, which
 *  forwards /api/* to it); every path already starts with /api. */
export const API_SERVERS = [
  { url: '/', description: 'The server this document was read from (upstream, or the web app forwarding /api/*)' },
];

const word = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('');

/** Path segments the rules read: those under /api, or ['root', ...] for a path outside it. */
function segmentsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts[0] === 'api' ? parts.slice(1) : ['root', ...parts];
}

/** The rule: the method, then every segment under /api in PascalCase, a path parameter as
 *  `By<Name>`; outside /api the segments follow `Root`. GET /api/bookings/{id}/confirm is
 *  getBookingsByIdConfirm, GET /version is getRootVersion. */
export function operationIdFor(method: string, path: string): string {
  const rest = segmentsOf(path).map((s) => {
    const param = /^\{(.+)\}$/.exec(s);
    return param ? `By${word(param[1])}` : word(s);
  });
  return `${method.toLowerCase()}${rest.join('')}`;
}

/** The area of a path: the first segment under /api ('system' for the version calls). */
export function areaOf(path: string): string {
  const [first] = segmentsOf(path);
  return first === 'root' || first === 'version' ? 'system' : first;
}

/** Adds operationIds, area tags (the former tags become the area's description), servers and
 *  licence. Throws on a repeated operationId: the rule must stay unique. */
export function finishDocument<T extends TOpenApiDocument>(doc: T): T {
  const seen = new Map<string, string>();
  const areas = new Map<string, Set<string>>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as TOperation | undefined;
      if (!op) continue;
      const id = operationIdFor(method, path);
      const before = seen.get(id);
      if (before) throw new Error(`operationId ${id} for both ${before} and ${method.toUpperCase()} ${path}`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
      const area = areaOf(path);
      const names = areas.get(area) ?? new Set<string>();
      for (const t of op.tags ?? []) if (t.toLowerCase() !== area) names.add(t);
      areas.set(area, names);
      item[method] = { ...op, operationId: id, tags: [area] };
    }
  }
  const tags = [...areas.keys()].sort().map((name) => {
    const also = [...(areas.get(name) ?? [])].sort();
    const where = name === 'system' ? 'Version of the API' : `Calls under /api/${name}`;
    return { name, description: also.length ? `${where} (${also.join(', ')}).` : `${where}.` };
  });
  return { ...doc, info: { ...doc.info, license: API_LICENSE }, servers: API_SERVERS, tags };
}
