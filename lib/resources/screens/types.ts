// One declaration per back-office list/edit screen of the generic resource pattern (issue 3):
// which resource it shows (lib/contract/resources), its columns, its form fields in order and
// where one record is edited. Labels are message keys; a field's default label is
// `fields.<field>`, a screen's title `routes.<routeId>`.
import { matchRoute } from '@/lib/access/match-route';
import { routeTitleKey } from '@/lib/access/routes';
import type { z } from 'zod';
import { resourceByName, type TFieldSpec, type TResource } from '@/lib/contract/resources';

/** How a column's value is shown (default from the field's type). */
export type TColumnKind = 'text' | 'bool' | 'date' | 'datetime' | 'number' | 'money' | 'enum' | 'ref' | 'i18n' | 'list' | 'color';

export type TColumn = {
  field: string;
  /** Message key of the header (default `fields.<field>`). */
  label?: string;
  kind?: TColumnKind;
};

/** Inputs beyond the defaults a field type gives (text → input, int → number, ...). */
/** html: an HTML text (i18n) with "insert picture" from the media library; widgetSettings: the
 *  widget's look (colour, logo picked from the library) above its JSON. */
export type TWidget = 'textarea' | 'image' | 'scopes' | 'tags' | 'password' | 'cancellationScale' | 'html' | 'widgetSettings';

export type TFormField = {
  field: string;
  label?: string;
  widget?: TWidget;
  /** Takes the whole row of the two-column form grid. */
  wide?: boolean;
  /** Message key of a hint under the control. */
  hint?: string;
};

/** Row actions beyond open, copy and delete, by name; each opens its dialog over the list
 *  (components/resources/list/row-actions.tsx). 'formLinks': the links (and QR codes) that let a
 *  guest open a form or guest form without a login; 'formAnswers': what the guest sent. */
export const ROW_ACTIONS = ['formAnswers', 'formLinks'] as const;
export type TRowAction = (typeof ROW_ACTIONS)[number];

/** Panels below the form of a saved record (its page of its own or its dialog on the list), by
 *  name (components/resources/form/record-panels.tsx): what a domain shows about one record
 *  besides its fields. 'contestEntries': who entered a contest, entering and withdrawing customers. */
export const RECORD_PANELS = ['contestEntries'] as const;
export type TRecordPanel = (typeof RECORD_PANELS)[number];

/** A form field the upstream takes besides the resource's fields (a new user's password). */
export type TExtraField = { spec: TFieldSpec; schema: z.ZodType; modes: readonly ('create' | 'update')[] };

export type TScreen = {
  /** Unique screen id (also the `tab` value on screens with several lists). */
  id: string;
  /** The route of the list, from lib/access/routes. */
  path: string;
  /** Message key of the title (default `routes.<route id>` of `path`). */
  title?: string;
  /** Registry name of the resource (lib/contract/resources). */
  resource: string;
  columns: TColumn[];
  /** Form fields in order; a list-only screen (readOnly) may leave them empty. */
  fields: TFormField[];
  /** A route with one parameter (:id, :schedule, ...) where one record is edited (its own page); else a dialog on the list. */
  editPath?: string;
  /** A route where a new record is created (its own page); else the dialog. */
  createPath?: string;
  /** A list only: no create, no edit form (another screen edits these records). */
  readOnly?: boolean;
  /** A record as the upstream answers it → the resource's field names (users answer the spec's
   *  user shape: permissions.scope, role, agency, ...). Default: unchanged. */
  fromWire?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Form fields outside the resource's declaration, with their schema and the modes they apply to. */
  extraFields?: Record<string, TExtraField>;
  /** Further actions on each row (shown to everyone who sees the list). */
  rowActions?: readonly TRowAction[];
  /** Panels below a saved record's form (shown to everyone who may open the record). */
  panels?: readonly TRecordPanel[];
};

/** Columns by field name (or a full column where it needs more). */
export const cols = (...items: (string | TColumn)[]): TColumn[] => items.map((i) => (typeof i === 'string' ? { field: i } : i));
/** Form fields by name (or a full entry where it needs a widget, width or hint). */
export const flds = (...items: (string | TFormField)[]): TFormField[] => items.map((i) => (typeof i === 'string' ? { field: i } : i));

export function defineScreens<const T extends readonly TScreen[]>(screens: T): T {
  return screens;
}

/** The screen's resource; throws for a declaration that names no registered resource. */
export function screenResource(screen: TScreen): TResource {
  const r = resourceByName(screen.resource);
  if (!r) throw new Error(`Screen ${screen.id}: unknown resource ${screen.resource}`);
  return r;
}

export const fieldLabel = (f: { field: string; label?: string }) => f.label ?? `fields.${f.field}`;

/** The path of one record's edit screen, or null when records open in the list's dialog. */
export function editHref(screen: TScreen, id: string): string | null {
  return screen.editPath ? screen.editPath.replace(/:\w+/, encodeURIComponent(id)) : null;
}

/** Message key of the screen's heading: its own, else the route's title (`routes.<id>`). */
export function screenTitleKey(screen: TScreen): string {
  return screen.title ?? routeTitleKey(matchRoute(screen.path).route);
}

/** The resource as the form of one mode sees it: with the screen's extra fields of that mode. */
export function formResource(screen: TScreen, mode: 'create' | 'update'): TResource {
  const base = screenResource(screen);
  const extras = Object.entries(screen.extraFields ?? {}).filter(([, x]) => x.modes.includes(mode));
  if (extras.length === 0) return base;
  return {
    ...base,
    fields: { ...base.fields, ...Object.fromEntries(extras.map(([k, x]) => [k, x.spec])) },
    create: base.create.extend(Object.fromEntries(extras.map(([k, x]) => [k, x.schema]))),
    update: base.update.extend(Object.fromEntries(extras.map(([k, x]) => [k, x.schema.optional()]))),
  };
}

/** A record under the resource's field names (see TScreen.fromWire). */
export function recordOf<T extends Record<string, unknown>>(screen: TScreen, row: T): T {
  return screen.fromWire ? ({ ...row, ...screen.fromWire(row) } as T) : row;
}
