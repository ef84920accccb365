// The agency's printouts (api-calls 7.10): GET /api/agencies/templates (what can be printed, in the
// caller's language) and GET /api/agencies/{agency}/print/{template} (the PDF). Visibility is the
// generic agency resource's (staff with agencies.read; an agency user their own agency, any other
// 404); the statement's bookings and payments come from the bookings module's agency statement
// (GET /api/bookings/agency/payments/{agency}), so the printout and /agency/payments agree.
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AGENCY_PRINT_TEMPLATES, ZAgencyPrintQuery, ZAgencyPrintTemplateInfo } from '../../../lib/contract/agency-print';
import * as R from '../../../lib/contract/resources/parties';
import { today } from '../../clock';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import { requireAnyScope } from '../../http/security';
import { listAgencyPayments } from './agency-payments';
import { creditBalances } from '../credits/ledger';
import { readCompany } from '../invoices/issue-invoice';
import { logoOf } from '../invoices/pdf-response';
import { bindingOf } from '../resources/registry';
import { findVisible, storeContext } from '../resources/store';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { renderAgencyPdf, type TAgencySheet } from './print';
import { AGENCY_PRINT_LABELS } from './print-labels';

export const agencyPrintRoutes = createRouter();
const tags = ['Agencies'];
const READ = requireAnyScope(...R.agencies.scopes.read);

agencyPrintRoutes.openapi(createRoute({
  method: 'get', path: '/api/agencies/templates', tags, middleware: [READ], operationId: 'agenciesTemplates',
  summary: 'The printouts of an agency ({agency}/print/{template}), named in the caller\'s language',
  responses: { ...jsonOk(z.array(ZAgencyPrintTemplateInfo), 'Templates'), ...errorResponses(401, 403) },
}), (c) => {
  const L = AGENCY_PRINT_LABELS[c.get('lang')];
  return c.json(AGENCY_PRINT_TEMPLATES.map((id) => ({ id, name: L[id], description: L[`${id}Text`], period: id === 'statement' })), 200);
});

/** The label of a referenced record (commission, terms of payment), or null. */
async function labelOf(db: Db, resource: string, id: unknown): Promise<string | null> {
  const b = bindingOf(resource);
  if (!b || typeof id !== 'string') return null;
  const [row] = await db.select({ label: b.columns[b.resource.label] }).from(b.table as PgTable).where(eq(b.columns.id, id)).limit(1);
  return row?.label ? String(row.label) : null;
}

agencyPrintRoutes.openapi(createRoute({
  method: 'get', path: '/api/agencies/{agency}/print/{template}', tags, middleware: [READ], operationId: 'agenciesPrint',
  summary: 'The agency as a PDF: datasheet (master data, terms, credit) or statement (from, to: default the current year)',
  request: { params: z.object({ agency: z.uuid(), template: z.enum(AGENCY_PRINT_TEMPLATES) }), query: ZAgencyPrintQuery },
  responses: { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'PDF' }, ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = storeContext(c);
  const { agency, template } = c.req.valid('param');
  const q = c.req.valid('query');
  const row = await findVisible(bindingOf('agencies')!, agency, ctx);
  const lang = q.language ?? ctx.lang;
  const year = today().slice(0, 4);
  const statement = template === 'statement'
    ? await listAgencyPayments({ db: ctx.db, principal: ctx.principal, agencyId: agency, from: q.from ?? `${year}-01-01`, to: q.to ?? `${year}-12-31` })
    : null;
  const company = await readCompany(ctx.db);
  const sheet = { ...row, commissionName: await labelOf(ctx.db, 'commission', row.commission), termsName: await labelOf(ctx.db, 'terms', row.termsOfPayment) } as unknown as TAgencySheet;
  const pdf = await renderAgencyPdf({
    template, lang, printedOn: today(), company, logo: await logoOf(ctx.db, company.logo),
    agency: sheet, credits: await creditBalances(ctx.db, { agency }), statement,
  });
  const file = `agency-${template}${statement ? `-${statement.from}-${statement.to}` : ''}.pdf`;
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}"`,
    'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
  });
});
