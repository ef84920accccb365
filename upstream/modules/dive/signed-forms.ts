// The diver medical questionnaires and liability waivers a customer signed (docs/decisions/dive.md,
// "Medical and waiver from signed forms"). A definition is one of them by its marker
// (`purpose`: diveMedical, diveWaiver), never by its name. A form counts when it was sent
// (submitted, or closed by staff), carries a signature on every Signature element its version
// requires, and every signature still checks against the stored answers and the version it was
// signed under (the form-definitions module's own check). The newest signed form of a kind decides:
// when it was changed after signing, an older one does not step in (its answers may be outdated). Its day is the signature's, in the operator's time zone; a medical needs a physician when
// one of its yes/no questions (choices exactly Yes and No) was answered Yes. Read only: the forms
// and definitions are the form modules' tables.
import { sql } from 'drizzle-orm';
import type { TFormElement } from '../../../lib/contract/form-elements';
import type { TFormdefPurpose } from '../../../lib/contract/resources/forms';
import { dayIn } from '../../clock';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { checkSignatures } from '../form-definitions/signatures';
import { definitionVersion, type TDefinitionVersion } from '../form-definitions/versions';
import type { TSignedForm } from './readiness';

export type TFormKind = 'medical' | 'waiver';
export const KIND_OF: Record<TFormdefPurpose, TFormKind> = { diveMedical: 'medical', diveWaiver: 'waiver' };

/** The newest form of a kind (any state), for the readiness record's "send / open" controls. */
export type TLatestForm = { id: string; formdef: string; status: string; createdAt: string; signedAt: string | null; signatureValid: boolean | null };

export type TDiverForms = {
  /** The newest signed form per kind (by signing time), whether or not its signature still checks. */
  signed: { medical?: TSignedForm; waiver?: TSignedForm };
  latest: { medical?: TLatestForm; waiver?: TLatestForm };
};

type TRow = { id: string; customer: string; formdef: string; formdef_version: number | null; status: string; data: Record<string, unknown> | null; created_at: Date | string; purpose: TFormdefPurpose };

const YES_NO = (el: TFormElement) => ['Radio', 'Select'].includes(el.type) && Array.isArray(el.options) && el.options.length === 2
  && el.options.includes('Yes') && el.options.includes('No');

/** Whether a medical's answers call for a physician: any yes/no question answered Yes. */
export function answeredYes(elements: TFormElement[], data: Record<string, unknown>): boolean {
  return elements.filter(YES_NO).some((el) => data[el.key] === 'Yes');
}

/** The signature check of one stored form: null when it is not signed, else the signing time and whether it still checks. */
export function signatureOf(version: TDefinitionVersion, data: Record<string, unknown>): { signedAt: string; valid: boolean } | null {
  const checks = checkSignatures(version, data);
  if (!checks.length) return null;
  const required = version.elements.filter((el) => el.type === 'Signature' && el.required).map((el) => el.key);
  const valid = checks.every((c) => c.valid) && required.every((k) => checks.some((c) => c.key === k));
  const signedAt = checks.map((c) => c.signedAt).sort().at(-1) as string;
  return { signedAt, valid };
}

/** The marked definitions' ids per kind (the active ones first), for creating a form to send. */
export async function diverFormDefinitions(db: Db): Promise<{ medical: string | null; waiver: string | null }> {
  const rows = rowsOf<{ id: string; purpose: TFormdefPurpose }>(await db.execute(sql`
    SELECT id, purpose FROM form_definitions WHERE purpose IS NOT NULL ORDER BY is_active DESC, updated_at DESC, id`));
  const first = (p: TFormdefPurpose) => rows.find((r) => r.purpose === p)?.id ?? null;
  return { medical: first('diveMedical'), waiver: first('diveWaiver') };
}

/** Every customer's signed and newest diver forms; `timeZone` dates the signatures. */
export async function diverForms(db: Db, customers: string[], timeZone: string): Promise<Map<string, TDiverForms>> {
  const out = new Map<string, TDiverForms>();
  if (!customers.length) return out;
  const rows = rowsOf<TRow>(await db.execute(sql`
    SELECT f.id, f.customer, f.formdef, f.formdef_version, f.status, f.data, f.created_at, d.purpose
      FROM forms f JOIN form_definitions d ON d.id = f.formdef
     WHERE d.purpose IS NOT NULL AND f.customer IN (${sql.join(customers.map((c) => sql`${c}::uuid`), sql`, `)})
     ORDER BY f.created_at, f.id`));
  const versions = new Map<string, Promise<TDefinitionVersion | null>>();
  const versionOf = (formdef: string, v: number | null) => {
    const key = `${formdef}:${v ?? 'current'}`;
    // A version that cannot be read (never expected: versions are kept) makes the form not count.
    if (!versions.has(key)) versions.set(key, definitionVersion(db, formdef, v).catch(() => null));
    return versions.get(key)!;
  };
  for (const r of rows) {
    const kind = KIND_OF[r.purpose];
    if (!kind) continue;
    const entry = out.get(r.customer) ?? { signed: {}, latest: {} };
    out.set(r.customer, entry);
    const data = r.data ?? {};
    const answered = r.formdef_version !== null && (r.status === 'submitted' || r.status === 'closed');
    const version = answered ? await versionOf(r.formdef, r.formdef_version) : null;
    const sig = version ? signatureOf(version, data) : null;
    entry.latest[kind] = {
      id: r.id, formdef: r.formdef, status: r.status, createdAt: new Date(r.created_at).toISOString(),
      signedAt: sig?.signedAt ?? null, signatureValid: sig ? sig.valid : null,
    };
    if (!version || !sig) continue;
    const signed: TSignedForm = {
      form: r.id, signedAt: sig.signedAt, date: dayIn(timeZone, new Date(sig.signedAt)), valid: sig.valid,
      needsPhysician: kind === 'medical' && answeredYes(version.elements, data),
    };
    const before = entry.signed[kind];
    if (!before || signed.signedAt >= before.signedAt) entry.signed[kind] = signed;
  }
  return out;
}
