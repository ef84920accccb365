// What an invoice must name of its issuer before it can be issued (issue 33 item 6): §14 (4) UStG
// and Art. 226 of the VAT directive ask for the supplier's full name and address and its VAT id or
// tax number. An issued invoice never changes, so one without them is refused rather than
// corrected later: 422 COMPANY_DATA_MISSING with the missing fields, filled in /config/company.
import type { TCompanySettings } from '../../../lib/contract/invoices';
import { errors } from '../../http/errors';

type TProblem = { path: string; message: string };

const filled = (v: string | null | undefined) => !!v && v.trim() !== '';

/** The issuer data an invoice lacks (empty: it can be issued). */
export function companyProblems(co: TCompanySettings): TProblem[] {
  const out: TProblem[] = [];
  const need = (ok: boolean, path: string, message: string) => { if (!ok) out.push({ path, message }); };
  need(filled(co.name), 'company.name', 'the company name is missing');
  need(filled(co.street), 'company.street', 'the company street is missing');
  need(filled(co.zip) && filled(co.city), 'company.city', 'the company zip and city are missing');
  need(/^[A-Z]{2}$/.test((co.country ?? '').trim()), 'company.country', 'the company country is missing');
  need(filled(co.vatId) || filled(co.taxNumber), 'company.vatId', 'the company VAT id or tax number is missing');
  return out;
}

export function assertCompanyComplete(co: TCompanySettings): void {
  const problems = companyProblems(co);
  if (!problems.length) return;
  throw errors.unprocessable('COMPANY_DATA_MISSING', `No invoice can be issued yet: ${problems.map((p) => p.message).join('; ')} (/config/company).`, problems);
}
