// The superseded versions of form definitions (owned by upstream/modules/form-definitions;
// docs/decisions/guest-forms.md, "The form builder"). The current version lives in the definition
// itself (form_definitions.version); when a change of its name, description or elements makes a
// new one, the old content is kept here, never edited: a form answered under it still shows its
// questions, and a signature given under it can still be checked.
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TFormElement } from '../../../lib/contract/form-elements';
import { formDefinitions } from './resources/forms';

export const formDefinitionVersions = pgTable('form_definition_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  formdef: uuid('formdef').notNull().references(() => formDefinitions.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  name: text('name').notNull(),
  description: jsonb('description').$type<{ de?: string; en?: string }>().notNull().default({}),
  elements: jsonb('elements').$type<TFormElement[]>().notNull(),
  /** When this version was replaced by the next. */
  supersededAt: timestamp('superseded_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('form_definition_versions_formdef_version').on(t.formdef, t.version)]);
