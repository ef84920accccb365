// A typed client from the OpenAPI document (issue 21): openapi-typescript generates the types
// from the live document, TypeScript checks a small openapi-fetch client against them (calls
// that fit compile, calls that do not are compile errors), and the same client then talks to
// the upstream. Also: every operation of the document has the operationId of its rule and the
// tag of its area.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaOf, HTTP_METHODS, operationIdFor, type TOpenApiDocument } from '../../upstream/http/openapi-contract';
import { daysFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const DIR = path.resolve(import.meta.dirname, '../../.data/openapi-client');

const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './schema';

export function tourbook(fetchImpl: (req: Request) => Promise<Response>, token: string) {
  const client = createClient<paths>({ baseUrl: 'http://upstream.test', fetch: fetchImpl, headers: { authorization: \`Bearer \${token}\` } });
  return {
    client,
    version: () => client.GET('/api/version'),
    list: () => client.GET('/api/bookings', { params: { query: { size: 5, sort: 'dateFrom', order: -1 } } }),
    create: (room: string, dateFrom: string, dateTo: string) =>
      client.POST('/api/bookings', { body: { rooms: [{ room, dateFrom, dateTo, guests: [{ lastName: 'Typed', gender: 'f' }] }] } }),
    confirm: (id: string) => client.POST('/api/bookings/{id}/confirm', { params: { path: { id }, query: { withoutPrice: '1' } } }),
    read: (id: string) => client.GET('/api/bookings/{id}', { params: { path: { id } } }),
  };
}

/** Never called: each line must be a compile error, or tsc reports the unused expectation. */
export function wrong(t: ReturnType<typeof tourbook>) {
  // @ts-expect-error a path the document does not have
  void t.client.GET('/api/bookingz');
  // @ts-expect-error the booking id is required
  void t.client.GET('/api/bookings/{id}', {});
  // @ts-expect-error rooms is a list
  void t.client.POST('/api/bookings', { body: { rooms: 'all' } });
  // @ts-expect-error no such sort field
  void t.client.GET('/api/bookings', { params: { query: { sort: 'colour' } } });
  // @ts-expect-error a booking has no field "colour"
  void t.read('x').then((r) => r.data?.colour);
}

export async function bookingNumberOf(t: ReturnType<typeof tourbook>, id: string): Promise<string | null | undefined> {
  const { data } = await t.read(id);
  return data?.bookingNo;
}
`;

/** What the test uses of the generated module (written at run time, so not imported by type). */
type TAnswer<T> = Promise<{ response: Response; data?: T }>;
type TClient = {
  version: () => TAnswer<unknown>;
  list: () => TAnswer<{ data: unknown[] }>;
  create: (room: string, from: string, to: string) => TAnswer<{ id: string; offerNo: string | null }>;
  confirm: (id: string) => TAnswer<{ state: string; bookingNo: string | null }>;
};
type TClientModule = {
  tourbook: (fetchImpl: (req: Request) => Promise<Response>, token: string) => TClient;
  bookingNumberOf: (t: TClient, id: string) => Promise<string | null | undefined>;
};

const fx = apiFile();
let doc: TOpenApiDocument;

beforeAll(async () => {
  doc = (await (await fx.api.call('GET', '/api/openapi.json')).json()) as TOpenApiDocument;
  mkdirSync(DIR, { recursive: true });
}, 120_000);

describe('the OpenAPI document', () => {
  it('gives every operation the operationId of its rule (unique) and the tag of its area', () => {
    const ids = new Set<string>();
    let count = 0;
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      for (const m of HTTP_METHODS) {
        const op = item[m] as { operationId?: string; tags?: string[] } | undefined;
        if (!op) continue;
        count++;
        expect(op.operationId, `${m} ${p}`).toBe(operationIdFor(m, p));
        expect(ids.has(op.operationId!), op.operationId).toBe(false);
        ids.add(op.operationId!);
        expect(op.tags).toEqual([areaOf(p)]);
      }
    }
    expect(count).toBeGreaterThan(500);
    const declared = new Set((doc.tags ?? []).map((t) => t.name));
    for (const p of Object.keys(doc.paths ?? {})) expect(declared.has(areaOf(p)), p).toBe(true);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info).toMatchObject({ license: { name: 'MIT', identifier: 'MIT' } });
  });
});

describe('the reference page', () => {
  it('serves Swagger UI from this server and turns off its validator badge (a call to validator.swagger.io)', async () => {
    const page = await (await fx.api.call('GET', '/api/reference')).text();
    expect(page.match(/(src|href)="[^"]+"/g)?.every((a) => a.includes('="/api/reference/'))).toBe(true);
    expect(await (await fx.api.call('GET', '/api/reference/init.js')).text()).toContain('validatorUrl: null');
  });
});

describe('a typed client generated from the document', () => {
  it('type-checks calls that fit and refuses calls that do not, then works against the upstream', async () => {
    writeFileSync(path.join(DIR, 'schema.d.ts'), astToString(await openapiTS(doc as never)));
    writeFileSync(path.join(DIR, 'client.ts'), CLIENT);
    const program = ts.createProgram([path.join(DIR, 'client.ts')], {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);

    const { tourbook, bookingNumberOf } = (await import(/* @vite-ignore */ path.join(DIR, 'client.ts'))) as TClientModule;
    const t = tourbook((req) => fx.api.app.fetch(req) as Promise<Response>, fx.admin);
    expect((await t.version()).response.status).toBe(200);
    const room = await fx.api.call('POST', '/api/rooms', { token: fx.admin, body: { name: 'Typed client room', type: 'Room', allowSharedRoom: false, allowMixedGender: true, availableBeds: 2 } });
    expect(room.status).toBe(200);
    const roomId = ((await room.json()) as { id: string }).id;
    const created = await t.create(roomId, daysFromNow(300), daysFromNow(303));
    expect(created.response.status).toBe(201);
    expect(created.data?.offerNo).toMatch(/^O\d{4}-\d{5}$/);
    const confirmed = await t.confirm(created.data!.id);
    expect(confirmed.data?.state).toBe('confirmed');
    expect(await bookingNumberOf(t, created.data!.id)).toBe(confirmed.data?.bookingNo);
    const list = await t.list();
    expect(list.data?.data.length).toBeGreaterThan(0);
  }, 300_000);
});
