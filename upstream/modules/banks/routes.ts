// Banks and bank entries (api-calls 7.9, issue 36): fixed paths under the generic /api/banks and
// /api/bankentries bases (the records themselves stay the generic resources, owned by this
// module: registrations.ts). /api/banks/cashflow is the finance module's report.
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, gte, lte, notExists } from 'drizzle-orm';
import {
  ZBalance, ZBalanceQuery, ZBankEntriesDeleted, ZBankEntriesDeleteQuery, ZBankEntriesQuery, ZBankEntry, ZBankEntryListQuery,
  ZBankEntryPage, ZBankEntryPayment, ZBankImport, ZBankImportResult, ZWiseCollectQuery,
} from '../../../lib/contract/banks';
import { now, today } from '../../clock';
import { bankEntries, bankEntryMatches, banks } from '../../db/schema';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { bankBalance } from './balance';
import { confirmMatch } from './confirm-match';
import { confirmCreditMatch } from './credit-match';
import { entryPage, ofBank } from './entries';
import { importStatement } from './import-statement';
import { undoMatch } from './undo-match';
import { collectWise } from './wise';

export const bankRoutes = createRouter();
const tags = ['Banks'];
const READ = ['bankentries.read', 'bankentries.update', 'banks.read', 'banks.update'];
const WRITE = ['banks.update'];
const MATCH = ['bankentries.update', 'banks.update'];
const ZId = z.object({ id: z.uuid() });

bankRoutes.openapi(createRoute({
  method: 'get', path: '/api/banks/balance', tags, middleware: [requireAnyScope(...READ)], operationId: 'getBanksBalance',
  summary: 'Per bank account: the balance at from, at the end of each day, week or month with entries, and at to; entries still temporary',
  request: { query: ZBalanceQuery },
  responses: { ...jsonOk(ZBalance, 'The balances'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await bankBalance(c.get('db'), c.req.valid('query')), 200));

bankRoutes.openapi(createRoute({
  method: 'get', path: '/api/banks/{id}/entries', tags, middleware: [requireAnyScope(...READ)], operationId: 'getBanksByIdEntries',
  summary: 'The entries of one bank account, newest first, each with its payments, fees and differences and what is left to assign',
  request: { params: ZId, query: ZBankEntriesQuery },
  responses: { ...jsonOk(ZBankEntryPage, 'A page of entries'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id } = c.req.valid('param');
  const q = c.req.valid('query');
  if (!(await db.select({ id: banks.id }).from(banks).where(eq(banks.id, id))).length) throw errors.notFound('Bank not found');
  return c.json(await entryPage(db, [ofBank(id), q.status ? eq(bankEntries.status, q.status) : undefined], q), 200);
});

bankRoutes.openapi(createRoute({
  method: 'delete', path: '/api/banks/{id}/entries', tags, middleware: [requireAnyScope(...WRITE)], operationId: 'deleteBanksByIdEntries',
  summary: 'Delete the entries of a bank account (from, to: only those days) that never paid anything; matched ones are kept and counted',
  request: { params: ZId, query: ZBankEntriesDeleteQuery },
  responses: { ...jsonOk(ZBankEntriesDeleted, 'How many went, how many stay'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id } = c.req.valid('param');
  const q = c.req.valid('query');
  if (!(await db.select({ id: banks.id }).from(banks).where(eq(banks.id, id))).length) throw errors.notFound('Bank not found');
  const inRange = [ofBank(id), q.from ? gte(bankEntries.date, q.from) : undefined, q.to ? lte(bankEntries.date, q.to) : undefined];
  const result = await db.transaction(async (tx) => {
    const all = await tx.select({ id: bankEntries.id }).from(bankEntries).where(and(...inRange));
    const gone = await tx.delete(bankEntries)
      .where(and(...inRange, notExists(tx.select({ one: bankEntryMatches.id }).from(bankEntryMatches).where(eq(bankEntryMatches.entryId, bankEntries.id)))))
      .returning({ id: bankEntries.id });
    return { deleted: gone.length, kept: all.length - gone.length };
  });
  return c.json(result, 200);
});

bankRoutes.openapi(createRoute({
  method: 'post', path: '/api/banks/{bankId}/import/csv', tags, middleware: [requireAnyScope(...WRITE)], operationId: 'postBanksByBankIdImportCsv',
  summary: 'Import a statement: CSV with the bank\'s column mapping (or one sent along, optionally saved), or CAMT.053/.054 XML. All or nothing; a second import of the same statement adds nothing',
  request: { params: z.object({ bankId: z.uuid() }), ...jsonBody(ZBankImport) },
  responses: { ...jsonOk(ZBankImportResult, 'What was read, stored and skipped'), ...errorResponses(400, 401, 403, 404, 422) },
}), async (c) => c.json(await importStatement(c.get('db'), c.req.valid('param').bankId, c.req.valid('json')), 200));

bankRoutes.openapi(createRoute({
  method: 'get', path: '/api/bankentries/temporary', tags, middleware: [requireAnyScope(...READ)], operationId: 'getBankentriesTemporary',
  summary: 'Entries waiting for a decision (status temporary), newest first, each with its suggested matches (booking, invoice, EPC text, payer and amount) and their confidence',
  request: { query: ZBankEntryListQuery },
  responses: { ...jsonOk(ZBankEntryPage, 'A page of entries'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  return c.json(await entryPage(c.get('db'), [eq(bankEntries.status, 'temporary'), q.bank ? ofBank(q.bank) : undefined], q, true), 200);
});

bankRoutes.openapi(createRoute({
  method: 'get', path: '/api/bankentries/manual', tags, middleware: [requireAnyScope(...READ)], operationId: 'getBankentriesManual',
  summary: 'Entries typed in by hand (not from a statement), newest first',
  request: { query: ZBankEntryListQuery },
  responses: { ...jsonOk(ZBankEntryPage, 'A page of entries'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  return c.json(await entryPage(c.get('db'), [eq(bankEntries.source, 'manual'), q.bank ? ofBank(q.bank) : undefined], q, true), 200);
});

bankRoutes.openapi(createRoute({
  method: 'post', path: '/api/bankentries/{id}/payments', tags, middleware: [requireAnyScope(...MATCH)], operationId: 'postBankentriesByIdPayments',
  summary: 'Confirm a match: the entry pays one booking (booking, amount) or several (lines), or tops up a credit (credit); rate for another currency, rt settles the booking with a fee or currency difference line',
  request: { params: ZId, ...jsonBody(ZBankEntryPayment) },
  responses: { ...jsonOk(ZBankEntry, 'The entry with its payments'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const body = c.req.valid('json');
  const confirm = body.credit ? confirmCreditMatch : confirmMatch;
  return c.json(await confirm(c.get('db'), principalOf(c), c.req.valid('param').id, body, now()), 200);
});

bankRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bankentries/{id}/payments/{paymentId}', tags, middleware: [requireAnyScope(...MATCH)], operationId: 'deleteBankentriesByIdPaymentsByPaymentId',
  summary: 'Undo one payment of a match: the payment is removed from its booking (or corrected by a counter entry where it must stay); a credit top-up (its creditEntry as paymentId) gets a correction entry; the entry is temporary again',
  request: { params: ZId.extend({ paymentId: z.uuid() }) },
  responses: { ...jsonOk(ZBankEntry, 'The entry with its payments'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id, paymentId } = c.req.valid('param');
  return c.json(await undoMatch(c.get('db'), principalOf(c), id, paymentId, now()), 200);
});

bankRoutes.openapi(createRoute({
  method: 'post', path: '/api/banks/wise/collect/{id}', tags, middleware: [requireAnyScope(...WRITE)], operationId: 'postBanksWiseCollectById',
  summary: 'Collect a Wise account\'s statement (from, to; default the last 30 days) through Wise\'s API and store it like an import: all or nothing, never twice',
  request: { params: ZId, query: ZWiseCollectQuery },
  responses: { ...jsonOk(ZBankImportResult, 'What was read, stored and skipped'), ...errorResponses(400, 401, 403, 404, 422, 502) },
}), async (c) => {
  const q = c.req.valid('query');
  const to = q.to ?? today();
  const from = q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  return c.json(await collectWise(c.get('db'), c.req.valid('param').id, from, to), 200);
});
