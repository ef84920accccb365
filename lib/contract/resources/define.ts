// The declaration of a generic resource (api-calls 7.1): its fields once, from which come the
// create/update schemas (strict: unknown fields are rejected), the item schema of the answers,
// the searchable/sortable/filterable fields of its lists, its scopes and its asset limit.
// The upstream builds its table and routes from the same declaration; the web side builds its
// list and form screens from it.
import { z } from 'zod';
import { MAX_AMOUNT } from '../money';

export type TFieldType =
  | 'text' | 'int' | 'decimal' | 'bool' | 'date' | 'datetime' | 'enum'
  | 'ref' | 'i18n' | 'json' | 'textList' | 'refList';

/** Text formats with their own check (and their own input on screen). */
export type TTextFormat = 'email' | 'url' | 'color' | 'time' | 'currency' | 'language' | 'country' | 'multiline' | 'media';

export type TFieldSpec = {
  type: TFieldType;
  /** A secret the caller may set but never reads back: not in the item (answer) schema; the owning
   *  module hides the column (hiddenColumns) and seals the value. */
  writeOnly?: boolean;
  /** Must be given on create (and may not be cleared on update). */
  required?: boolean;
  /** Stored when a create leaves the field out (also the column default). */
  default?: unknown;
  /** A number that stands for "not set" (the spec's -1 defaults of room types): shown as an
   *  empty cell and an empty input, and an emptied input stores it again. */
  unset?: number;
  /** Text length or number range. */
  min?: number;
  max?: number;
  format?: TTextFormat;
  /** enum (and textList): the allowed values. */
  values?: readonly string[];
  /** ref / refList: the resource name the id points at. */
  ref?: string;
  /** json: the shape of the value. */
  schema?: z.ZodType;
  /** Unique across the table (a copy then needs a new value). */
  unique?: boolean;
  search?: boolean;
  sort?: boolean;
  filter?: boolean;
  /** Kept by the server (a booking's state, numbers, derived dates): in answers, lists and
   *  filters, never accepted in create or update bodies; a copy starts from the default. */
  server?: boolean;
  /** Kept by the operator (an agency's commission, terms and credit limit, internal notes, a
   *  customer's type and agency): shown to a caller who reaches the record only through a self
   *  rule, never written by them (a write naming it is refused, 400 with the field; see
   *  self-limit.ts). Regular scope holders write it as usual. */
  operator?: boolean;
  /** The operator's internal field (an internal note): like `operator`, and moreover never shown
   *  to a caller who reaches the record only through a self rule (issue 31; self-limit.ts). */
  internal?: boolean;
};

export type TFields = Record<string, TFieldSpec>;

export type TResourceAction = 'read' | 'create' | 'update' | 'delete';

/** Which assets limit the rows: rows carry a resort and/or vessel ref; 'resort-self' and
 *  'vessel-self' are the asset records themselves (the row id is the asset). */
export type TAssetLimit = 'resort' | 'vessel' | 'both' | 'resort-self' | 'vessel-self';

/** Own-records access (the spec's `.self` scopes): a caller who holds only `scope` (not the
 *  resource's own scopes) reaches just the rows whose `field` equals their `principal` id. */
export type TSelfRule = {
  scope: string;
  field: string;
  principal: 'customerId' | 'agencyId' | 'userId';
  actions: TResourceAction[];
};

export type TResourceDecl = {
  /** Registry key, also the default scope area. */
  name: string;
  /** Base path of api-calls 7.1, e.g. '/api/rooms'. */
  base: string;
  /** Scope area: calls need `<scope>.<action>` or one of `also` (any-of per action). */
  scope: string;
  /** Extra scopes accepted per action (the spec's route scopes, e.g. price.update). */
  also?: Partial<Record<TResourceAction, string[]>>;
  /** The field a copy marks ("(copy)") and lists show first. */
  label: string;
  asset?: TAssetLimit;
  /** Default list order when no sort is asked for. */
  defaultSort?: { field: string; order: 1 | -1 };
  /** False when a copy can never be valid (unique natural keys such as ISO codes). */
  copy?: boolean;
  self?: TSelfRule[];
  /** A record that hangs off another (a payment off its booking): it is visible exactly where its
   *  parent is (the parent's asset limit and ownership), and writes to it are the parent owner's
   *  business (upstream/modules/resources/parent-scope.ts). */
  parent?: { field: string; resource: string };
  fields: TFields;
};

export type TResource = TResourceDecl & {
  create: z.ZodObject;
  update: z.ZodObject;
  item: z.ZodObject;
  /** Any-of scope lists per action. */
  scopes: Record<TResourceAction, string[]>;
  searchable: string[];
  sortable: string[];
  filterable: string[];
};

/** `/api/media/{id}/data`, optionally with its version (`?v=3`). */
export const MEDIA_DATA_URL = /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/data(\?v=\d{1,9})?$/;

const TEXT_FORMATS: Record<TTextFormat, (s: z.ZodString) => z.ZodType> = {
  email: (s) => s.toLowerCase().pipe(z.email()),
  url: (s) => s.pipe(z.url({ protocol: /^https?$/ })),
  color: (s) => s.regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #1a2b3c'),
  time: (s) => s.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time like 08:30'),
  currency: (s) => s.regex(/^[A-Z]{3}$/, 'Must be an ISO currency code'),
  language: (s) => s.regex(/^[a-z]{2}$/, 'Must be a language code like de'),
  country: (s) => s.regex(/^[A-Z]{2}$/, 'Must be an ISO country code'),
  multiline: (s) => s,
  /** A picture of the media library: the address its data is served at (docs/decisions/media.md). */
  media: (s) => s.regex(MEDIA_DATA_URL, 'Must be a media library address like /api/media/{id}/data'),
};

export const ZI18nText = z.strictObject({ de: z.string().max(20000).optional(), en: z.string().max(20000).optional() });

/** The zod type of one field's value (without optional/nullable). */
export function fieldSchema(spec: TFieldSpec): z.ZodType {
  switch (spec.type) {
    case 'text': {
      let s = z.string().trim().max(spec.max ?? (spec.format === 'multiline' ? 20000 : 500));
      if (spec.required || spec.min) s = s.min(spec.min ?? 1);
      return spec.format ? TEXT_FORMATS[spec.format](s) : s;
    }
    case 'int': return z.number().int().min(spec.min ?? -2147483648).max(spec.max ?? 2147483647);
    case 'decimal': return z.number().finite().min(spec.min ?? -1e12).max(spec.max ?? 1e12);
    case 'bool': return z.boolean();
    case 'date': return z.iso.date();
    case 'datetime': return z.iso.datetime({ offset: true });
    case 'enum': return z.enum(spec.values as [string, ...string[]]);
    case 'ref': return z.uuid();
    case 'i18n': return ZI18nText;
    case 'json': return spec.schema ?? z.record(z.string(), z.unknown());
    case 'textList': {
      const item = z.string().trim().min(1).max(spec.max ?? 200);
      if (spec.values) return z.array(z.enum(spec.values as [string, ...string[]])).max(500);
      return z.array(spec.format ? TEXT_FORMATS[spec.format](item) : item).max(500);
    }
    case 'refList': return z.array(z.uuid()).max(500);
  }
}

/** Fields that are never null: required ones and ones with a default. */
export function isNotNull(spec: TFieldSpec): boolean {
  return Boolean(spec.required) || spec.default !== undefined
    || spec.type === 'i18n' || spec.type === 'textList' || spec.type === 'refList' || spec.type === 'bool';
}

function scopeLists(d: TResourceDecl): Record<TResourceAction, string[]> {
  const also = d.also ?? {};
  const self = (a: TResourceAction) => (d.self ?? []).filter((r) => r.actions.includes(a)).map((r) => r.scope);
  const base = (a: TResourceAction) => [...new Set([`${d.scope}.${a}`, ...(also[a] ?? []), ...self(a)])];
  // A writer may always read what they write (siblings never grant each other, see lib/access/scopes).
  return {
    read: [...new Set([...base('read'), `${d.scope}.update`])],
    create: base('create'),
    update: base('update'),
    delete: base('delete'),
  };
}

export function defineResource<const D extends TResourceDecl>(d: D): D & TResource {
  const createShape: Record<string, z.ZodType> = {};
  const updateShape: Record<string, z.ZodType> = {};
  const itemShape: Record<string, z.ZodType> = { id: z.uuid() };
  for (const [key, spec] of Object.entries(d.fields)) {
    const value = fieldSchema(spec);
    const notNull = isNotNull(spec);
    if (!spec.server) {
      createShape[key] = spec.required ? value : notNull ? value.optional() : value.nullable().optional();
      updateShape[key] = notNull ? value.optional() : value.nullable().optional();
    }
    if (!spec.writeOnly) itemShape[key] = notNull ? value : value.nullable();
  }
  itemShape.createdAt = z.string();
  itemShape.updatedAt = z.string();
  const entries = Object.entries(d.fields);
  for (const [key, spec] of entries) {
    // A btree index entry must stay under PostgreSQL's ~2.7 kB limit: only short texts are indexed.
    const long = spec.type === 'text' && (spec.format === 'multiline' || (spec.max ?? 500) > 500);
    if (long && (spec.sort || spec.filter || spec.unique)) throw new Error(`${d.name}.${key}: long texts cannot be sorted, filtered or unique`);
  }
  if (d.fields[d.label]?.type !== 'text') throw new Error(`${d.name}: the label must be a text field`);
  if (d.parent && d.fields[d.parent.field]?.ref !== d.parent.resource) throw new Error(`${d.name}: the parent field must point at ${d.parent.resource}`);
  return {
    ...d,
    create: z.strictObject(createShape),
    update: z.strictObject(updateShape),
    item: z.object(itemShape),
    scopes: scopeLists(d),
    searchable: entries.filter(([, s]) => s.search).map(([k]) => k),
    sortable: ['createdAt', 'updatedAt', ...entries.filter(([, s]) => s.sort).map(([k]) => k)],
    filterable: ['id', ...entries.filter(([, s]) => s.filter).map(([k]) => k)],
  };
}

// Field builders, so declarations read like a table of columns. Each keeps its literal type (the
// field's type, whether it is required, its default, its values or schema), so the stored row of
// a resource is typed from its declaration alone (row-types.ts TRowOf).
type O = Omit<TFieldSpec, 'type'>;
/** A field spec that remembers its type and options. */
export type TSpec<T extends TFieldType, P = object> = TFieldSpec & { type: T } & P;
const spec = <T extends TFieldType, P>(type: T, o: P): TSpec<T, P> => ({ type, ...o }) as TSpec<T, P>;

export const f = {
  text: <const P extends O = object>(o?: P) => spec('text', { ...o } as P),
  /** Searchable, sortable name-like text. */
  name: <const P extends O = object>(o?: P) => spec('text', { required: true, max: 200, search: true, sort: true, ...o } as { required: true } & P),
  int: <const P extends O = object>(o?: P) => spec('int', { ...o } as P),
  /** Money as integer minor units (cents), never floats, within the bounds of lib/contract/money.ts. */
  money: <const P extends O = object>(o?: P) => spec('int', { min: -MAX_AMOUNT, max: MAX_AMOUNT, ...o } as P),
  decimal: <const P extends O = object>(o?: P) => spec('decimal', { ...o } as P),
  bool: <const P extends O = object>(dflt: boolean, o?: P) => spec('bool', { default: dflt, ...o } as { default: boolean } & P),
  date: <const P extends O = object>(o?: P) => spec('date', { ...o } as P),
  datetime: <const P extends O = object>(o?: P) => spec('datetime', { ...o } as P),
  enum: <const V extends readonly string[], const P extends O = object>(values: V, o?: P) => spec('enum', { values, filter: true, ...o } as { values: V } & P),
  ref: <const P extends O = object>(ref: string, o?: P) => spec('ref', { ref, filter: true, ...o } as P),
  refList: <const P extends O = object>(ref: string, o?: P) => spec('refList', { ref, ...o } as P),
  i18n: <const P extends O = object>(o?: P) => spec('i18n', { ...o } as P),
  json: <S extends z.ZodType, const P extends O = object>(schema: S, o?: P) => spec('json', { schema, ...o } as { schema: S } & P),
  textList: <const P extends O = object>(o?: P) => spec('textList', { ...o } as P),
  /** The usual asset refs of an asset-limited resource. */
  resort: <const P extends O = object>(o?: P) => spec('ref', { ref: 'resort', filter: true, ...o } as P),
  vessel: <const P extends O = object>(o?: P) => spec('ref', { ref: 'vessel', filter: true, ...o } as P),
};

/** `${scope}.read` etc. for every action, with `also`: shorthand for declarations. */
export function alsoScopes(read: string[], write: string[]): Partial<Record<TResourceAction, string[]>> {
  return { read, create: write, update: write, delete: write };
}
