// What the form-definitions module registers into the generic resources: it owns the definitions
// (/api/formdef) and their superseded versions. The generic calls stay (the element list is
// checked by its contract schema, lib/contract/form-elements.ts); the hooks add the owner's rules:
// - a change of name, description or elements keeps the old content as a version and counts the
//   version up (the row is locked, so two changes at once make two versions, never one lost);
// - `media` follows the elements: the files of the current version and of every version a form
//   was answered under, so the library refuses to delete a file an answered form still shows;
// - an answered form keeps its definition (its answers belong to that definition's version).
import { isSignature } from '../../../lib/contract/signature';
import { and, eq, inArray } from 'drizzle-orm';
import { mediaOfElements, type TFormElement } from '../../../lib/contract/form-elements';
import { formDefinitionVersions, formDefinitions } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../http/errors';
import type { TDomainRegistration, TRow } from '../resources/binding';
import { sha256OfJson } from './content-hash';
import { answeredVersions } from './versions';

const CONTENT = ['name', 'description', 'elements'] as const;
type TValues = Record<string, unknown>;

const contentOf = (v: TValues) => sha256OfJson({ name: v.name, description: v.description ?? {}, elements: v.elements ?? [] });

/** The files the definition must keep: the new elements' and those of every version a form was
 *  answered under (all kept in form_definition_versions by then). */
async function keptMedia(db: Db, id: string, elements: TFormElement[]): Promise<string[]> {
  const answered = await answeredVersions(db, id);
  const rows = answered.length ? await db.select({ elements: formDefinitionVersions.elements }).from(formDefinitionVersions)
    .where(and(eq(formDefinitionVersions.formdef, id), inArray(formDefinitionVersions.version, answered))) : [];
  return mediaOfElements([...elements, ...rows.flatMap((r) => r.elements)]);
}

async function beforeUpdate(values: TValues, row: TRow, ctx: { db: Tx }): Promise<TValues> {
  if (!CONTENT.some((k) => k in values)) return values;
  const [locked] = await ctx.db.select().from(formDefinitions).where(eq(formDefinitions.id, row.id)).for('update');
  const before = locked as unknown as TValues & { version: number; elements: TFormElement[] };
  const after = { ...before, ...values };
  if (contentOf(after) === contentOf(before)) return values;
  await ctx.db.insert(formDefinitionVersions).values({
    formdef: row.id, version: before.version, name: before.name as string,
    description: (before.description ?? {}) as { de?: string; en?: string }, elements: before.elements,
  });
  const media = await keptMedia(ctx.db, row.id, (after.elements ?? []) as TFormElement[]);
  return { ...values, version: before.version + 1, media };
}

/** A signed form's answers are the signer's own (issue 31): the office changes the rest of the
 *  record, never the answers a signature vouches for; a correction is a new form the guest signs. */
function keepSignedAnswers(values: TValues, row: TRow): TValues {
  const signed = Object.values((row.data ?? {}) as Record<string, unknown>).some(isSignature);
  if (signed && values.data !== undefined && JSON.stringify(values.data) !== JSON.stringify(row.data)) {
    throw errors.conflict('SIGNED_FORM', 'The form is signed: its answers stay as the signer sent them. Send a new form to sign for a correction.');
  }
  return values;
}

/** A form answered under a version of its definition cannot be moved to another definition. */
function keepAnsweredDefinition(values: TValues, row: TRow): TValues {
  if (values.formdef !== undefined && values.formdef !== row.formdef && row.formdefVersion != null) {
    throw errors.conflict('FORM_ANSWERED', 'Its answers belong to the questions of its definition. Create a new form for another definition.');
  }
  return values;
}

/** The rules of a form's update that come from its definition (signed answers stay, an answered
 *  form keeps its definition): the forms' owner, form-access, registers them as its beforeUpdate. */
export const formUpdateRules = (values: TValues, row: TRow): TValues => keepSignedAnswers(keepAnsweredDefinition(values, row), row);

export const formDefinitionsRegistration: TDomainRegistration = {
  module: 'form-definitions',
  resources: {
    formdef: {
      owner: {},
      hooks: {
        beforeCreate: (values) => ({ ...values, version: 1, media: mediaOfElements((values.elements ?? []) as TFormElement[]) }),
        beforeUpdate,
        // A copy is a new definition at version 1; its files follow its elements.
        afterWrite: async (tx, row, action) => {
          if (action !== 'copy') return;
          await tx.update(formDefinitions).set({ media: mediaOfElements((row.elements ?? []) as TFormElement[]) }).where(eq(formDefinitions.id, row.id));
        },
      },
    },
  },
};
