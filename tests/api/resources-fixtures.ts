// Shared by the resources-*.test.ts files: a valid body for any resource, built from its
// declaration (references point at existing records, created on demand), and login helpers.
import { expect } from 'vitest';
import type { TFieldSpec, TResource } from '../../lib/contract/resources/define';
import { resourceByName } from '../../lib/contract/resources';
import { users } from '../../upstream/db/schema';
import { hashPassword } from '../../upstream/secrets/passwords';
import type { TTestApi } from '../helpers/api';
import { bindingOf } from '../../upstream/modules/resources/registry';
import type { TWriteCall } from '../../upstream/modules/resources/binding';

let counter = 0;
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const uniq = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function tokenOf(api: TTestApi, email: string, password = 'demo-password'): Promise<string> {
  const res = await api.call('POST', '/api/auth/token', { body: { email, password } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A user with exactly these scopes and assets; returns a token. */
export async function userWith(api: TTestApi, scopes: string[], assets: { ref: string; type: 'resort' | 'vessel' }[] = []): Promise<string> {
  const email = `u${uniq()}@example.com`.toLowerCase();
  await api.handle.db.insert(users).values({ name: 'Test', email, userType: 'user', scopes, assets, passwordHash: await hashPassword('test-pass-1') });
  return tokenOf(api, email, 'test-pass-1');
}

/** A unique value of the field's format that a copy or a second record will not collide with. */
function textValue(key: string, spec: TFieldSpec, marker: string): string {
  switch (spec.format) {
    case 'email': return `t${uniq()}@example.com`;
    case 'url': return 'https://example.com/x';
    case 'media': return '/api/media/00000000-0000-4000-8000-000000000001/data?v=1';
    case 'color': return '#1a2b3c';
    case 'time': return '08:30';
    case 'currency': return 'EUR';
    case 'language': return 'en';
    case 'country': return spec.unique ? `Q${letters[12 + (counter++ % 14)]}` : 'DE';
    default: break;
  }
  if (spec.unique) {
    const n = counter++;
    const code = `Q${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}`;
    return spec.max && spec.max < 12 ? code.slice(0, spec.max).padEnd(spec.min ?? 1, 'Q') : `${marker}-${key}-${uniq()}`;
  }
  const text = `${marker} ${key}`;
  return spec.max && spec.max < text.length ? text.slice(0, spec.max) : text;
}

const refCache = new Map<string, string>();

/** The id of some record of a resource the admin can use (creates one if there is none). */
export async function someId(api: TTestApi, admin: string, name: string): Promise<string> {
  const cached = refCache.get(name);
  if (cached) return cached;
  const r = resourceByName(name)!;
  const list = (await (await api.call('GET', `${r.base}?size=1`, { token: admin })).json()) as { data: { id: string }[] };
  let id = list.data[0]?.id;
  if (!id) {
    const res = await api.call('POST', r.base, { token: admin, body: await sampleBody(api, admin, r, `ref ${name}`) });
    expect(res.status, `create ${name} for a reference`).toBe(200);
    id = ((await res.json()) as { id: string }).id;
  }
  refCache.set(name, id);
  return id;
}

export function clearRefCache() { refCache.clear(); }

/** A valid create body: every required field, and most optional ones, with values of its type. */
export async function sampleBody(api: TTestApi, admin: string, r: TResource, marker: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(r.fields)) {
    // Fields the server keeps (a booking's state and numbers) are never sent.
    if (key in extra || (spec as { server?: boolean }).server) continue;
    switch (spec.type) {
      case 'text': body[key] = textValue(key, spec, marker); break;
      case 'int': body[key] = Math.max(spec.min ?? 0, Math.min(spec.max ?? 3, 3)); break;
      case 'decimal': body[key] = Math.max(spec.min ?? 0, Math.min(spec.max ?? 2.5, 2.5)); break;
      case 'bool': body[key] = true; break;
      case 'date': body[key] = '2027-03-14'; break;
      case 'datetime': body[key] = '2027-03-14T09:30:00.000Z'; break;
      case 'enum': body[key] = spec.values![0]; break;
      case 'i18n': body[key] = { de: `${marker} de`, en: `${marker} en` }; break;
      case 'textList': body[key] = [spec.values ? spec.values[0] : spec.format ? textValue(key, spec, marker) : 'alpha']; break;
      case 'ref': if (spec.ref !== r.name) body[key] = await someId(api, admin, spec.ref!); break;
      case 'refList': body[key] = spec.ref === r.name ? [] : [await someId(api, admin, spec.ref!)]; break;
      case 'json': if (spec.required) body[key] = spec.default ?? {}; break;
    }
  }
  // The users resource also takes the new account's password.
  if (r.name === 'users') body.password = 'sample-password';
  return { ...body, ...extra };
}

/** Calls of a base path that belong to a domain module (the registrations.ts of upstream/modules):
 *  the booking core creates, deletes and copies bookings through the occupancy on routes of its
 *  own (its own tests cover them). The generic tests store such records directly and leave those
 *  calls out. Read from the registry, so the upstream must have been built (createTestApi). */
export const ownedElsewhere = (name: string, call: TWriteCall) => bindingOf(name)?.owner?.leaves?.[call] === 'route';
/** Calls nobody makes on the base path (the owner made them read-only), e.g. updating a payment. */
export const readOnlyCall = (name: string, call: TWriteCall) => bindingOf(name)?.owner?.leaves?.[call] === 'none';
/** The static view of the same for suites that list calls before an upstream exists. */
export const OWNED_ELSEWHERE: Record<string, TWriteCall[]> = { bookings: ['create', 'delete', 'copy'] };
/** Resources whose create belongs to a domain module: on a route of its own, or on none of the
 *  base path (media records come from an upload). */
export const CREATE_OWNED_ELSEWHERE = { has: (name: string) => ownedElsewhere(name, 'create') || readOnlyCall(name, 'create') };

/** Creates a record through the API, or straight into its table when the create is owned elsewhere. */
export async function createThrough(api: TTestApi, admin: string, r: TResource, body: Record<string, unknown>): Promise<Response> {
  if (!CREATE_OWNED_ELSEWHERE.has(r.name)) return api.call('POST', r.base, { token: admin, body });
  const { BINDINGS } = await import('../../upstream/modules/resources/bindings');
  const b = BINDINGS.find((x) => x.resource.name === r.name)!;
  const values: Record<string, unknown> = { ...(b.createSchema.parse(body) as Record<string, unknown>) };
  for (const [k, spec] of Object.entries(r.fields)) if (spec.type === 'datetime' && typeof values[k] === 'string') values[k] = new Date(values[k] as string);
  const [row] = await api.handle.db.insert(b.table as never).values(values as never).returning() as { id: string }[];
  return api.call('GET', `${r.base}/${row.id}`, { token: admin });
}
