// Issue 36 item 4: a Wise account's statement collected through Wise's HTTP API, here a local
// stand-in (no network; the upstream's WISE_API_URL points at it, as STRIPE_API_URL does for
// the card provider). The token travels as Bearer and is never answered; a second collect of the
// same days adds nothing; a refusal of Wise's changes nothing. Strong customer authentication: the
// stand-in asks, as Wise does, for its one-time token signed with the key whose public half it holds.
import { generateKeyPairSync, randomUUID, verify, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamEnv, ZUpstreamEnv } from '../../upstream/env';
import { createTestApi, type TTestApi } from '../helpers/api';
import { daysFromNow } from '../helpers/dates';
import { createCallers } from '../attack/personas';

let api: TTestApi;
let admin: string;
let staff: string;
let server: Server;
const seen: { url: string; auth: string | undefined }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { transactions: [] } };
/** The public key "uploaded to Wise": with it set, the statement asks for a signed one-time token. */
let uploaded: KeyObject | null = null;
const issued = new Set<string>();
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const before = upstreamEnv.WISE_API_URL;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    if (uploaded) {
      const ott = String(req.headers['x-2fa-approval'] ?? '');
      const signed = issued.delete(ott) && verify('sha256', Buffer.from(ott), uploaded, Buffer.from(String(req.headers['x-signature'] ?? ''), 'base64'));
      if (!signed) {
        const fresh = randomUUID();
        issued.add(fresh);
        res.writeHead(403, { 'content-type': 'application/json', 'x-2fa-approval-result': 'REJECTED', 'x-2fa-approval': fresh });
        res.end(JSON.stringify({ error: 'SCA required' }));
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'x-2fa-approval-result': 'APPROVED' });
      res.end(JSON.stringify(answer.body));
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  upstreamEnv.WISE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createTestApi();
  const who = await createCallers(api);
  admin = who.admin.token!;
  staff = who.limitedStaff.token!;
}, 120_000);
afterAll(async () => {
  upstreamEnv.WISE_API_URL = before;
  upstreamEnv.WISE_SCA_PRIVATE_KEY = undefined;
  await api?.handle.close();
  await new Promise((ok) => server.close(ok));
});

const post = (token: string, url: string, body?: unknown) => api.call('POST', url, { token, body });

describe('Wise collection', () => {
  it('reads the statement with the sealed token, stores it like an import, never twice', async () => {
    const made = await post(admin, '/api/banks', { name: 'Wise EUR', bankName: 'Wise', currency: 'EUR', wiseProfileId: '4711', wiseBalanceId: '99', wiseToken: 'wise-secret-token' });
    const bank = await made.json() as Record<string, unknown> & { id: string };
    expect(made.status).toBe(200);
    expect(bank).not.toHaveProperty('wiseToken');
    expect(JSON.stringify(await (await api.call('GET', `/api/banks/${bank.id}`, { token: admin })).json())).not.toContain('wise-secret-token');

    answer = { status: 200, body: { transactions: [
      { type: 'CREDIT', date: `${daysFromNow(-2)}T10:15:00.000Z`, amount: { value: 250.5, currency: 'EUR' }, referenceNumber: 'TRANSFER-1001', details: { type: 'DEPOSIT', description: 'Received money from Ola Nordmann', senderName: 'Ola Nordmann', paymentReference: 'B2026-99999' } },
      { type: 'DEBIT', date: `${daysFromNow(-1)}T08:00:00.000Z`, amount: { value: -1.2, currency: 'EUR' }, referenceNumber: 'FEE-1002', details: { type: 'ACCRUAL_CHARGE', description: 'Fee' } },
      { type: 'CREDIT', date: `${daysFromNow(-1)}T09:00:00.000Z`, amount: { value: 10, currency: 'USD' }, referenceNumber: 'OTHER-1003', details: { description: 'another balance' } },
    ] } };
    const from = daysFromNow(-7);
    const to = daysFromNow(0);
    const first = await post(admin, `/api/banks/wise/collect/${bank.id}?from=${from}&to=${to}`);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({ format: 'wise', read: 2, imported: 2, skipped: 0 });
    expect(seen.at(-1)!.auth).toBe('Bearer wise-secret-token');
    const url = new URL(seen.at(-1)!.url, 'http://x');
    expect(url.pathname).toBe('/v1/profiles/4711/balance-statements/99/statement.json');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ currency: 'EUR', intervalStart: `${from}T00:00:00.000Z`, intervalEnd: `${to}T23:59:59.999Z`, type: 'COMPACT' });
    const again = await post(admin, `/api/banks/wise/collect/${bank.id}?from=${from}&to=${to}`);
    expect(await again.json()).toMatchObject({ imported: 0, skipped: 2 });
    const entries = await (await api.call('GET', `/api/banks/${bank.id}/entries?size=0`, { token: admin })).json() as { data: { amount: number; counterparty: string | null; source: string; reference: string }[] };
    expect(entries.data.map((e) => [e.amount, e.counterparty, e.source, e.reference]).sort()).toEqual([[-120, null, 'wise', 'FEE-1002'], [25_050, 'Ola Nordmann', 'wise', 'TRANSFER-1001']].sort());

    // Wise refuses (a second factor asked): 502 with the reason, nothing stored.
    answer = { status: 403, body: { error: 'SCA required' } };
    const refused = await post(admin, `/api/banks/wise/collect/${bank.id}`);
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toBe('BANK_PROVIDER_ERROR');
    // Not set up, and not allowed.
    const plain = await (await post(admin, '/api/banks', { name: 'No Wise', currency: 'EUR' })).json() as { id: string };
    expect((await post(admin, `/api/banks/wise/collect/${plain.id}`)).status).toBe(422);
    expect((await post(staff, `/api/banks/wise/collect/${bank.id}`)).status).toBe(403);
  });

  it('answers Wise\'s strong customer authentication with the one-time token signed by the operator\'s key', async () => {
    const bank = await (await post(admin, '/api/banks', { name: 'Wise SCA', bankName: 'Wise', currency: 'EUR', wiseProfileId: '4712', wiseBalanceId: '7', wiseToken: 'sca-token' })).json() as { id: string };
    const pair = rsa();
    uploaded = pair.publicKey;
    answer = { status: 200, body: { transactions: [
      { type: 'CREDIT', date: `${daysFromNow(-1)}T10:00:00.000Z`, amount: { value: 80, currency: 'EUR' }, referenceNumber: 'SCA-2001', details: { senderName: 'Kari Nordmann', paymentReference: 'Deposit' } },
    ] } };
    try {
      // No key set: refused with what to do, nothing stored.
      upstreamEnv.WISE_SCA_PRIVATE_KEY = undefined;
      const unset = await post(admin, `/api/banks/wise/collect/${bank.id}`);
      expect(unset.status).toBe(502);
      expect(((await unset.json()) as { description: string }).description).toContain('WISE_SCA_PRIVATE_KEY');
      // A key Wise does not know: its signature is refused, nothing stored.
      upstreamEnv.WISE_SCA_PRIVATE_KEY = rsa().privateKey;
      const wrong = await post(admin, `/api/banks/wise/collect/${bank.id}`);
      expect(wrong.status).toBe(502);
      expect(((await wrong.json()) as { description: string }).description).toContain('refused the signed authentication');
      const none = await (await api.call('GET', `/api/banks/${bank.id}/entries?size=0`, { token: admin })).json() as { data: unknown[] };
      expect(none.data).toEqual([]);
      // The uploaded key's private half: the token is signed and the statement read.
      upstreamEnv.WISE_SCA_PRIVATE_KEY = pair.privateKey;
      const asked = seen.length;
      const ok = await post(admin, `/api/banks/wise/collect/${bank.id}`);
      expect(ok.status, await ok.clone().text()).toBe(200);
      expect(await ok.json()).toMatchObject({ read: 1, imported: 1 });
      expect(seen.length - asked).toBe(2); // asked, then signed once
      expect(issued.size).toBeGreaterThan(0); // the tokens of the refused tries stay unused
    } finally {
      uploaded = null;
      upstreamEnv.WISE_SCA_PRIVATE_KEY = undefined;
    }
  });

  it('takes only an RSA key of 2048 bits or more, as Wise does', () => {
    const parse = (v: string) => ZUpstreamEnv.shape.WISE_SCA_PRIVATE_KEY.safeParse(v);
    const pem = (k: KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }) as string;
    expect(parse(pem(rsa().privateKey)).success).toBe(true);
    expect(parse(pem(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey)).success).toBe(false);
    expect(parse(pem(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey)).success).toBe(false);
    expect(parse('/nowhere/private.pem').success).toBe(false);
  });
});
