// A resource bound to its table: the declaration of lib/contract/resources plus what only the
// upstream knows (the table, and hooks for the few resources with rules of their own).
import { getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TResource } from '../../../lib/contract/resources/define';
import type { Db, Tx } from '../../db/client';
import type { TPrincipal } from '../../http/context';

export type TRow = Record<string, unknown> & { id: string };

export type THookContext = { db: Db; principal: TPrincipal };
/** The context of a hook that runs inside the write's transaction. */
export type THookTxContext = { db: Tx; principal: TPrincipal };

/** Access to one record by a link's token instead of a login (forms; upstream/modules/form-access). */
export type TTokenAccess = {
  read: (db: Db, id: string, query: TTokenQuery) => Promise<Record<string, unknown>>;
  submit: (db: Db, id: string, query: TTokenQuery, body: unknown) => Promise<Record<string, unknown>>;
  /** The answer's schema, for the OpenAPI document. */
  schema: z.ZodType;
};
export type TTokenQuery = { token: string; layout?: 'single' | 'multi' };

export type TResourceHooks = {
  /** GET and POST {id}?token= answered by the token's owner, without a login. */
  byToken?: TTokenAccess;
  /** Wire shape of a row (default: every column, dates as ISO text). */
  toWire?: (row: TRow) => Record<string, unknown>;
  /** Columns never selected for the wire or CSV (secrets). */
  hiddenColumns?: readonly string[];
  /** The wire record as its readers may see it (after hiddenColumns): e.g. sealed links replaced. */
  redact?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** Scopes that read this resource's rows of a booking in their own right (within their assets)
   *  without reading the booking (store.ts bookingCondition): payments.read for payments. */
  bookingReaders?: readonly string[];
  /** Validated create body → column values (e.g. hash a password). */
  beforeCreate?: (values: Record<string, unknown>, ctx: THookTxContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Validated update body → column values; `row` is the stored record. */
  beforeUpdate?: (values: Record<string, unknown>, row: TRow, ctx: THookTxContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Extra rule for changing or removing a stored row (throw to refuse). */
  assertMayChange?: (row: TRow, ctx: THookContext) => void;
  /** Extra rule for removing a stored row (after assertMayChange). */
  assertMayDelete?: (row: TRow, ctx: THookContext) => void;
  /** Column values of a copy (default: the row's fields, the label marked as a copy). */
  copyValues?: (row: TRow, mark: (label: string) => string) => Record<string, unknown>;
  /** After a generic write of this resource's row, in the write's transaction (`row`: the row as
   *  stored afterwards, or as it was for a delete; `before`: the stored row an update changed,
   *  else null); e.g. the owner's history version, the configuration audit's entry. */
  afterWrite?: (tx: Tx, row: TRow, action: TWriteCall, ctx: THookContext, before: TRow | null) => Promise<void>;
  /** On a parent resource: a child's row (declaration `parent`) pointing at `parentId` was
   *  written, in the write's transaction; e.g. the parent's history version. */
  childWritten?: (tx: Tx, parentId: string, change: { resource: string; action: TWriteCall }, ctx: THookContext) => Promise<void>;
  /** One more condition of every list read (e.g. bookings: the deleted ones only when the
   *  filter asks for them). */
  listCondition?: (filter: Record<string, unknown> | undefined) => SQL | undefined;
  /** A search also matches the rows this condition finds (`pattern`: the LIKE pattern of the
   *  term, `term`: as typed), e.g. bookings by their guests' e-mail and phone. */
  searchAlso?: (pattern: string, term: string) => SQL | undefined;
  /** Where a search finds its matches instead of this table (and searchAlso): a narrow copy of
   *  the rows that the owner keeps, e.g. customers → customer_search. */
  searchSource?: TSearchSource;
  /** The listed records with what the owner adds to each (names of what they point at, sums). */
  listRecords?: (db: Db, records: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
};

/** A resource's search projection: its table, the column holding the resource's id, the columns
 *  of the sort fields it can answer in its own order, the field its rows are kept in order of on
 *  disk (search-page.ts reads the first matches of that order first), and the condition a term
 *  sets on it (`pattern`: the LIKE pattern of the term, `term`: as typed). */
export type TSearchSource = {
  table: PgTable;
  id: PgColumn;
  sorts: Record<string, PgColumn>;
  orderedBy?: string;
  condition: (pattern: string, term: string) => SQL;
};

export type TWriteCall = 'create' | 'update' | 'delete' | 'copy';

/** A domain module that owns the resource's table (docs/decisions/resources.md, "Who owns what").
 *  Each write call on the base path is the generic one (with the owner's hooks), the owner's
 *  handler below (in one transaction, the generic route's body), or left out of the generic
 *  router: 'route' when the owner serves it on a route of its own, 'none' when nobody may make it
 *  there (read-only). The generic router never defines a call it leaves out, so nothing depends
 *  on the order routers are mounted. */
export type TOwner = {
  module: string;
  leaves?: Partial<Record<TWriteCall, 'route' | 'none'>>;
  create?: (tx: Tx, body: Record<string, unknown>, ctx: THookContext) => Promise<TRow>;
  /** `row`: the stored record the caller may see (else 404 before this is called). */
  update?: (tx: Tx, row: TRow, body: Record<string, unknown>, ctx: THookContext) => Promise<TRow>;
  delete?: (tx: Tx, row: TRow, ctx: THookContext) => Promise<void>;
};

/** What a domain module registers into the generic mechanism (upstream/modules/index.ts does it
 *  before the generic routes are built): per resource its hooks and ownership, and the columns of
 *  its own tables that point at resources (a delete of a record they use is refused with 409). */
export type TDomainRegistration = {
  module: string;
  /** createSchema: the module's own create body (e.g. users add a password). */
  resources?: Record<string, { hooks?: TResourceHooks; owner?: Omit<TOwner, 'module'>; createSchema?: z.ZodObject }>;
  references?: TDomainReference[];
  /** What the module does to its own rows that name a record of another resource (keyed by that
   *  resource, e.g. customers) when the record is merged into another or erased: the module that
   *  owns a table is the one that writes it (docs/decisions/resources.md, "Owners"). */
  onRecord?: Record<string, TRecordHooks>;
};

export type TCounts = Record<string, number>;

/** Run by the record's owner in its own transaction (customers/merge.ts, privacy.ts), each
 *  module's hook once, in the order the modules registered. `after`: work that waits until every
 *  module has moved or erased its rows and the record itself is written (e.g. a booking's
 *  version, which shows the moved rows). */
export type TRecordHooks = {
  /** Every row naming `goneId` names `keepId` instead; counted in ctx.moved. */
  merge?: (tx: Tx, keepId: string, goneId: string, ctx: TMergeContext) => Promise<void>;
  /** The record `id` is erased: rows that exist only for the person go (ctx.deleted), rows the
   *  books keep are anonymised (ctx.anonymised). `ctx.record`: the record before erasure. */
  erase?: (tx: Tx, id: string, ctx: TEraseContext) => Promise<void>;
};
type TLifecycleContext = { principal: TPrincipal; after: (work: () => Promise<void>) => void };
export type TMergeContext = TLifecycleContext & { moved: TCounts };
export type TEraseContext = TLifecycleContext & {
  record: TRow; anonymised: TCounts; deleted: TCounts;
  /** The personal texts of the record (names, e-mail, phone, ...) to replace where copies hold them. */
  personalTexts: string[];
  /** The text that replaces a personal value. */
  replacement: string;
};

/** Adds `n` to `counts[key]` (keys with nothing counted stay out). */
export function tally(counts: TCounts, key: string, n: number): void {
  if (n) counts[key] = (counts[key] ?? 0) + n;
}

/** A column of a domain table (not a generic resource) that holds ids of a resource's records. */
/** A column of a domain's table that points at a resource's records. `personal`: a media file so
 *  referenced is a person's document (a certification scan): served only to logged-in readers and
 *  never cached publicly (media/serve-data.ts). */
export type TDomainReference = { target: string; table: PgTable; column: PgColumn; label: string; personal?: boolean };

export type TBinding = {
  resource: TResource;
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** Overrides of the declaration's create/update body schemas. */
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
  hooks: TResourceHooks;
  /** Set when a domain module owns the table (registry.ts registerDomain). */
  owner?: TOwner;
};

export function bind(resource: TResource, table: PgTable, opts: Partial<Pick<TBinding, 'createSchema' | 'updateSchema'>> & { hooks?: TResourceHooks } = {}): TBinding {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  for (const key of [...Object.keys(resource.fields), 'id', 'createdAt', 'updatedAt']) {
    if (!columns[key]) throw new Error(`Resource ${resource.name}: table has no column for field ${key}`);
  }
  return {
    resource,
    table,
    columns,
    createSchema: opts.createSchema ?? resource.create,
    updateSchema: opts.updateSchema ?? resource.update,
    hooks: opts.hooks ?? {},
  };
}
