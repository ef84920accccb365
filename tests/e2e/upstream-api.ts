// Set-up calls of the browser tests straight to the upstream (playwright.config.ts's port), as the
// demo admin: data a test needs before its screens are opened.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

export const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4610}`;

/** The demo admin's Bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${UPSTREAM}/api/auth/token`, { data: { email: 'admin@example.com', password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()).token as string;
}

/** A call that must succeed (the answer's text in the failure message): its JSON body. */
export async function upstreamCall(request: APIRequestContext, token: string, method: 'get' | 'post' | 'delete', path: string, data?: unknown) {
  const res = await request[method](`${UPSTREAM}${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}
