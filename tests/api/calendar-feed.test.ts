// Issue 32 item 8: the departures' iCalendar file ends every line with CRLF (RFC 5545, the last
// one too), and a calendar app can subscribe to it by a user's secret link: made by the user
// (shown once, stored only as its SHA-256 digest), served without a login as that user would see
// it, revoked by the user or by a new link, 404 once revoked or when the user is disabled.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenOf, userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
type TMade = { token: string; url: string; createdAt: string };

describe('the departures as iCalendar', () => {
  it('ends every line with CRLF, the last one too', async () => {
    const res = await t.api.call('GET', '/api/tours/ics', { token: t.admin });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('a secret feed link of the user: shown once, stored hashed, served without a login, revoked', async () => {
    const staff = await tokenOf(t.api, 'staff@example.com');
    expect((await t.api.call('GET', '/api/calendar/feed', { token: staff })).status).toBe(200);
    const res = await t.api.call('POST', '/api/calendar/feed', { token: staff });
    expect(res.status).toBe(201);
    const made = (await res.json()) as TMade;
    expect(made.url).toBe(`/api/calendar/feed/${made.token}.ics`);
    expect(made.token.length).toBeGreaterThanOrEqual(43);
    // Only the digest is stored.
    const stored = rowsOf<{ token_hash: string }>(await t.api.handle.db.execute(sql`SELECT token_hash FROM calendar_feeds WHERE revoked_at IS NULL`));
    expect(stored.map((r) => r.token_hash)).toContain(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(made.token);
    // Without a login, the same file the user gets with one.
    const feed = await t.api.call('GET', made.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.headers.get('cache-control')).toContain('no-store');
    const text = await feed.text();
    const own = await (await t.api.call('GET', '/api/tours/ics', { token: staff })).text();
    const events = (s: string) => s.match(/^UID:.*$/gm)?.sort();
    expect(events(text)).toEqual(events(own));
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // The state says there is one, never the token.
    const state = await (await t.api.call('GET', '/api/calendar/feed', { token: staff })).json();
    expect(state).toMatchObject({ active: true });
    expect(JSON.stringify(state)).not.toContain(made.token);
    // A new link revokes the old one; DELETE revokes the new one.
    const again = (await (await t.api.call('POST', '/api/calendar/feed', { token: staff })).json()) as TMade;
    expect((await t.api.call('GET', made.url)).status).toBe(404);
    expect((await t.api.call('GET', again.url)).status).toBe(200);
    const del = await t.api.call('DELETE', '/api/calendar/feed', { token: staff });
    expect(await del.json()).toEqual({ revoked: 1 });
    expect((await t.api.call('GET', again.url)).status).toBe(404);
    expect(await (await t.api.call('GET', '/api/calendar/feed', { token: staff })).json()).toMatchObject({ active: false });
    expect((await t.api.call('GET', '/api/calendar/feed/not-a-token')).status).toBe(404);
  });

  it('answers as its user would now: a disabled user or one without tours.read gets 404; making one needs tours.read', async () => {
    const viewer = await userWith(t.api, ['tours.read']);
    const made = (await (await t.api.call('POST', '/api/calendar/feed', { token: viewer })).json()) as TMade;
    expect((await t.api.call('GET', made.url)).status).toBe(200);
    await t.api.handle.db.execute(sql`UPDATE users SET status = 'disabled' WHERE id = (SELECT user_id FROM calendar_feeds WHERE token_hash = ${createHash('sha256').update(made.token).digest('hex')})`);
    expect((await t.api.call('GET', made.url)).status).toBe(404);
    const other = await userWith(t.api, ['bookings.read']);
    expect((await t.api.call('POST', '/api/calendar/feed', { token: other })).status).toBe(403);
    expect((await t.api.call('POST', '/api/calendar/feed')).status).toBe(401);
  });
});
