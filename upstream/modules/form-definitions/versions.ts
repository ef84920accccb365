// The versions of a form definition: the current one is the definition row itself, the superseded
// ones are kept in form_definition_versions (never edited). A form shows the version it was
// answered under, an unanswered one the current version.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TFormElement } from '../../../lib/contract/form-elements';
import type { Db } from '../../db/client';
import { formDefinitionVersions, formDefinitions } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';
import { sha256OfJson } from './content-hash';

export type TDefinitionVersion = {
  formdef: string; version: number; current: boolean;
  name: string; description: { de?: string; en?: string } | null; elements: TFormElement[];
  /** SHA-256 of what the version asks and shows (name, description, elements). */
  formHash: string;
};

type TContent = Pick<TDefinitionVersion, 'formdef' | 'version' | 'name' | 'description' | 'elements'>;

/** The hash a signature is checked against: the definition's id and version and its content. */
export const formHashOf = (v: TContent): string =>
  sha256OfJson({ formdef: v.formdef, version: v.version, name: v.name, description: v.description ?? {}, elements: v.elements });

const withHash = (v: TContent, current: boolean): TDefinitionVersion => ({ ...v, current, formHash: formHashOf(v) });

/** One version of a definition (null: the current one); 404 when there is no such version. */
export async function definitionVersion(db: Db, formdef: string, version: number | null): Promise<TDefinitionVersion> {
  const [row] = await db.select({ version: formDefinitions.version, name: formDefinitions.name, description: formDefinitions.description, elements: formDefinitions.elements })
    .from(formDefinitions).where(eq(formDefinitions.id, formdef));
  if (!row) throw errors.notFound(`formdef ${formdef} not found`);
  if (version === null || version === row.version) return withHash({ formdef, ...row, elements: row.elements as TFormElement[] }, true);
  const [old] = await db.select().from(formDefinitionVersions)
    .where(and(eq(formDefinitionVersions.formdef, formdef), eq(formDefinitionVersions.version, version)));
  if (!old) throw errors.notFound(`Version ${version} of formdef ${formdef} not found`);
  return withHash({ formdef, version: old.version, name: old.name, description: old.description, elements: old.elements }, false);
}

export type TVersionSummary = { version: number; current: boolean; name: string; elements: number; supersededAt: string | null; answers: number };

/** Every version, newest first, with the number of forms answered under each. */
export async function listVersions(db: Db, formdef: string): Promise<TVersionSummary[]> {
  const current = await definitionVersion(db, formdef, null);
  const old = await db.select().from(formDefinitionVersions).where(eq(formDefinitionVersions.formdef, formdef)).orderBy(desc(formDefinitionVersions.version));
  const counts = new Map(rowsOf<{ v: number; n: string | number }>(await db.execute(sql`SELECT formdef_version AS v, count(*) AS n
    FROM forms WHERE formdef = ${formdef} AND formdef_version IS NOT NULL GROUP BY formdef_version`)).map((r) => [Number(r.v), Number(r.n)]));
  return [
    { version: current.version, current: true, name: current.name, elements: current.elements.length, supersededAt: null, answers: counts.get(current.version) ?? 0 },
    ...old.map((o) => ({ version: o.version, current: false, name: o.name, elements: o.elements.length, supersededAt: o.supersededAt.toISOString(), answers: counts.get(o.version) ?? 0 })),
  ];
}

/** The versions forms were answered under (their questions must stay readable). */
export async function answeredVersions(db: Db, formdef: string): Promise<number[]> {
  return rowsOf<{ v: number }>(await db.execute(sql`SELECT DISTINCT formdef_version AS v FROM forms
    WHERE formdef = ${formdef} AND formdef_version IS NOT NULL`)).map((r) => Number(r.v));
}
