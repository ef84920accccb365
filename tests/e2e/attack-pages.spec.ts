// Attack suite, access matrix of the pages (issue 5): every route of the route table for each of
// the seven personas, against the production server. The expected answer is the spec's
// (tests/attack/page-expectation.ts): allowed → the page (200, or 404 for a made-up id, or the
// page's own redirect), a guest → /login (/club/login), a blocked route → home with the FORBIDDEN
// flash. Then every denial again with the forms that have bypassed Next middleware before:
// x-middleware-subrequest, the RSC and prefetch forms, ?_rsc=; a denial must stay a denial and
// never carry page content.
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTES } from '../../lib/access/routes';
import { flashKeyOf } from '../../lib/navigation/flash';
import type { TRouteDef } from '../../lib/access/route-types';
import { expectedPage, samplePath, type TPageContext, type TPageExpect } from '../attack/page-expectation';
import { createWebCallers, disposeCallers, WEB_PERSONAS, type TWebCaller, type TWebPersona } from '../attack/web-personas';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const BYPASS: { name: string; headers?: Record<string, string>; query?: string }[] = [
  { name: 'subrequest middleware', headers: { 'x-middleware-subrequest': 'middleware' } },
  { name: 'subrequest src/middleware x5', headers: { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' } },
  { name: 'subrequest proxy x5', headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' } },
  { name: 'RSC', headers: { rsc: '1' } },
  { name: 'prefetch', headers: { rsc: '1', 'next-router-prefetch': '1' } },
  { name: '_rsc query', query: '_rsc=k1' },
];

type TCell = { route: TRouteDef; persona: TWebPersona; path: string; expect: TPageExpect };

let callers: Record<TWebPersona, TWebCaller>;
let ctx: TPageContext;
const cells: TCell[] = [];

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

/** GET without following redirects; a dropped keep-alive connection (a race under load, not an
 *  answer of the server) is retried once. */
async function fetchPage(c: TWebCaller, url: string, headers?: Record<string, string>): Promise<APIResponse> {
  try {
    return await c.ctx.get(url, { maxRedirects: 0, headers });
  } catch (err) {
    if (!/ECONNRESET|socket hang up/.test(String(err))) throw err;
    return c.ctx.get(url, { maxRedirects: 0, headers });
  }
}

/** The flash message's key (its one-off mark cut off), or the cookie's value when it holds none. */
function flashOf(res: APIResponse): string | null {
  const raw = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('tb_flash='))
    .map((h) => decodeURIComponent(h.value.split(';')[0].slice('tb_flash='.length)))[0];
  return raw === undefined ? null : flashKeyOf(raw) ?? raw;
}
const locationOf = (res: APIResponse) => {
  const loc = res.headers()['location'];
  return loc ? new URL(loc, 'http://x').pathname : null;
};

/** Why the answer does not fit the expectation, or null when it does. */
function mismatch(res: APIResponse, want: TPageExpect, route: TRouteDef): string | null {
  const status = res.status();
  const to = locationOf(res);
  const flash = flashOf(res);
  const got = `${status}${to ? ` -> ${to}` : ''}${flash ? ` flash=${flash}` : ''}`;
  switch (want.kind) {
    case 'allow':
      // 404 only where the made-up parameter names no record (and on the not-found route itself)
      return (status === 200 || (status === 404 && (route.path.includes(':') || route.notFound)) || (status >= 300 && status < 400 && !to?.endsWith('/login'))) && !flash ? null : got;
    case 'login':
      return status >= 300 && status < 400 && to === want.to && flash === 'UNAUTHORIZED' ? null : got;
    case 'forbidden':
      return status >= 300 && status < 400 && to === want.to && flash === 'FORBIDDEN' ? null : got;
    case 'redirect':
      return status >= 300 && status < 400 && to === want.to ? null : got;
  }
}

test.beforeAll(async ({ baseURL }) => {
  callers = await createWebCallers(baseURL!);
  const boot = (await (await callers.admin.ctx.get('/api/bootstrap')).json()) as { features: Record<string, boolean>; views: Record<string, string>; settings: { modulesAdmins?: string[] } };
  ctx = {
    features: new Set(Object.entries(boot.features).filter(([, on]) => on).map(([f]) => f)),
    viewsOff: new Set(Object.entries(boot.views).filter(([, v]) => v === 'Off').map(([v]) => v)),
    modulesAdmins: boot.settings.modulesAdmins ?? [],
  };
  for (const route of ROUTES) for (const persona of WEB_PERSONAS) {
    const c = callers[persona];
    cells.push({ route, persona, path: samplePath(route), expect: expectedPage(route, { scopes: c.scopes, email: c.email, isCrmUser: c.isCrmUser }, ctx) });
  }
});
test.afterAll(async () => { await disposeCallers(callers ?? {}); });

test('every route x every persona answers as the spec says', async () => {
  expect(ROUTES.length).toBeGreaterThan(150);
  const wrong: string[] = [];
  await pool(cells, 6, async (cell) => {
    const res = await fetchPage(callers[cell.persona], cell.path);
    const why = mismatch(res, cell.expect, cell.route);
    if (why) wrong.push(`${cell.persona} ${cell.path}: expected ${cell.expect.kind}${'to' in cell.expect ? ` ${cell.expect.to}` : ''}, got ${why}`);
  });
  // Every kind of answer occurs, so the matrix cannot pass by answering one way only.
  const kinds = new Set(cells.map((c) => c.expect.kind));
  expect([...kinds].sort()).toEqual(['allow', 'forbidden', 'login', 'redirect']);
  expect(wrong).toEqual([]);
});

/** The routes every bypass form is tried on for every persona; the other denials get one form
 *  each, in turn, so every form meets every persona and ~150 routes in a few seconds. */
const ALL_FORMS_ON = new Set(['/config/company', '/users', '/config/modules', '/booking/list', '/customer/list', '/']);

test('denials hold with x-middleware-subrequest, the RSC and prefetch forms and ?_rsc=', async () => {
  const denied = cells.filter((c) => c.expect.kind === 'login' || c.expect.kind === 'forbidden');
  expect(denied.length).toBeGreaterThan(300);
  const wrong: string[] = [];
  const turn = new Map<TWebPersona, number>();
  const jobs = denied.flatMap((cell) => {
    const k = turn.get(cell.persona) ?? 0;
    turn.set(cell.persona, k + 1);
    return (ALL_FORMS_ON.has(cell.route.path) ? BYPASS : [BYPASS[k % BYPASS.length]]).map((b) => ({ cell, b }));
  });
  const personasWithDenials = [...turn].filter(([, n]) => n >= BYPASS.length).length;
  expect(personasWithDenials).toBeGreaterThanOrEqual(5);
  expect(new Set(jobs.map((j) => `${j.b.name} ${j.cell.persona}`)).size).toBeGreaterThanOrEqual(BYPASS.length * personasWithDenials);
  await pool(jobs, 6, async ({ cell, b }) => {
    const url = b.query ? `${cell.path}${cell.path.includes('?') ? '&' : '?'}${b.query}` : cell.path;
    const res = await fetchPage(callers[cell.persona], url, b.headers);
    const body = await res.text();
    const status = res.status();
    const to = locationOf(res);
    // The denial, in whatever form Next gives it to a router request: a redirect to the same
    // place, with no page content in the body.
    const redirected = status >= 300 && status < 400 && to === (cell.expect as { to: string }).to;
    if (!redirected || body.length > 2_000) wrong.push(`${b.name} ${cell.persona} ${url}: ${status} -> ${to ?? '-'} (${body.length} bytes)`);
  });
  expect(wrong).toEqual([]);
});
