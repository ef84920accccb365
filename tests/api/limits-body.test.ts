// Oversized request bodies (issue 5, "Input"): the upstream refuses a body over its limit with
// 413 in the spec's error shape, whether the size is declared (Content-Length) or only streamed
// (chunked), and stops reading an endless body instead of buffering it. The limit applies before
// authentication and validation, to guests as to logged-in callers.
import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { createApp } from '../../upstream/app';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let token = '';
const LIMIT_KB = 1024; // createApp's default

beforeAll(async () => {
  const res = await t.api.call('POST', '/api/auth/token', { body: { email: 'admin@example.com', password: 'demo-password' } });
  token = ((await res.json()) as { token: string }).token;
});

/** A JSON-looking body of `bytes` bytes, optionally without end, counting what was pulled. */
function streamBody(bytes: number | 'endless') {
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    start(c) { c.enqueue(new TextEncoder().encode('{"name":"')); },
    pull(c) {
      if (bytes !== 'endless' && state.pulled >= bytes) return c.close();
      state.pulled += chunk.length;
      c.enqueue(chunk);
    },
  });
  return { stream, state };
}

async function expect413(res: Response, path: string) {
  expect(res.status).toBe(413);
  const body = ZApiError.parse(await res.json());
  expect(body).toMatchObject({ error: 'PayloadTooLargeError', statusCode: 413, path, method: 'POST' });
  expect(body.description).toContain(`${LIMIT_KB} KB`);
}

describe('body limit', () => {
  it('a declared oversized body is refused with 413, for guests and for the admin', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(LIMIT_KB * 1024 + 10) });
    await expect413(await t.api.app.request('/api/customers', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: big }), '/api/customers');
    await expect413(await t.api.app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }), '/api/auth/token');
    await expect413(await t.api.app.request('/api/book/booking/create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }), '/api/book/booking/create');
  });

  it('a body just under the limit is read (and then judged by its content)', async () => {
    const body = JSON.stringify({ fullName: 'x'.repeat(LIMIT_KB * 1024 - 100) });
    const res = await t.api.app.request('/api/customers', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    expect(res.status).toBe(400); // too long for the field, but not too large for the server
  });

  it('a chunked body without Content-Length is counted as it arrives', async () => {
    const { stream } = streamBody(3 * 1024 * 1024);
    const req = new Request('http://upstream.test/api/customers', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: stream, duplex: 'half' } as RequestInit);
    expect(req.headers.get('content-length')).toBeNull();
    await expect413(await t.api.app.fetch(req), '/api/customers');
  });

  it('an endless body: refused after about the limit, never read to the end', async () => {
    const { stream, state } = streamBody('endless');
    const req = new Request('http://upstream.test/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    await expect413(await t.api.app.fetch(req), '/api/bookings');
    expect(state.pulled).toBeLessThan(4 * LIMIT_KB * 1024);
  });

  it('the limit is configurable per deployment', async () => {
    const small = createApp({ db: t.api.handle.db, bodyLimitKb: 4 });
    const res = await small.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(5000) }) });
    expect(res.status).toBe(413);
    expect(ZApiError.parse(await res.json()).description).toContain('4 KB');
  });
});
