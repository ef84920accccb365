// HEAD /api/mail/refresh (issue 38 item 4, api-calls 7.15 "HEAD refresh") is declared as a HEAD
// call in the OpenAPI document, answers 204 with the unseen count and no body, and needs a mail
// reader. The check against a real IMAP server is tests/api/mailbox-imap.test.ts.
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';
import { userWith } from './resources-fixtures';

const t = apiFile();

describe('HEAD /api/mail/refresh', () => {
  it('is a HEAD call of the document and answers 204 with X-Mail-Unseen (no account with a login: 0)', async () => {
    const doc = (await (await t.api.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/mail/refresh']).sort()).toEqual(['get', 'head']);
    const res = await t.api.call('HEAD', '/api/mail/refresh', { token: t.admin });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-mail-unseen')).toBe('0');
    expect(await res.text()).toBe('');
    expect((await t.api.call('HEAD', '/api/mail/refresh', { token: await userWith(t.api, ['bookings.read']) })).status).toBe(403);
    expect((await t.api.call('HEAD', '/api/mail/refresh')).status).toBe(401);
  });
});
