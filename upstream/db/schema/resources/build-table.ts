// Builds the PostgreSQL table of a generic resource from its declaration in
// lib/contract/resources (one column per field, snake_case), so the stored fields, the wire
// schemas and the list options can never drift apart. Every table has a uuid id and
// created/updated timestamps. Indexes: btree for every sortable or filterable column and every
// reference, one pg_trgm GIN index over the searchable texts (searchIndex below), unique
// indexes for natural keys.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid,
  type PgColumn, type PgColumnBuilderBase, type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { ColumnDataType } from 'drizzle-orm';
import { isNotNull, type TFields, type TFieldSpec } from '../../../../lib/contract/resources/define';
import type { TDeclaredKeys, TFieldHasDefault, TFieldNotNull, TFieldValue } from '../../../../lib/contract/resources/row-types';

export function snakeCase(s: string): string {
  return s.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
}

/** An array default as SQL; declaration constants only (never request input). */
function arrayDefault(values: unknown[], pgType: 'text' | 'uuid'): SQL {
  const items = values.map((v) => `"${String(v).replace(/["\\']/g, '')}"`).join(',');
  return sql.raw(`'{${items}}'::${pgType}[]`);
}

function baseColumn(name: string, spec: TFieldSpec) {
  switch (spec.type) {
    case 'text': case 'enum': return text(name);
    case 'int': return integer(name);
    case 'decimal': return numeric(name, { precision: 16, scale: 4, mode: 'number' });
    case 'bool': return boolean(name);
    case 'date': return date(name, { mode: 'string' });
    case 'datetime': return timestamp(name, { withTimezone: true, mode: 'date' });
    case 'ref': return uuid(name);
    case 'i18n': case 'json': return jsonb(name);
    case 'textList': return text(name).array();
    case 'refList': return uuid(name).array();
  }
}

function column(key: string, spec: TFieldSpec): PgColumnBuilderBase {
  // The builders differ per type; the chain below is the same for all of them.
  let col = baseColumn(snakeCase(key), spec) as unknown as {
    notNull: () => typeof col; default: (v: unknown) => typeof col;
  };
  let dflt = spec.default;
  if (dflt === undefined && spec.type === 'i18n') dflt = {};
  if (dflt === undefined && (spec.type === 'textList' || spec.type === 'refList')) dflt = [];
  if (dflt === undefined && spec.type === 'bool') dflt = false;
  if (dflt !== undefined) {
    if (Array.isArray(dflt) && (spec.type === 'textList' || spec.type === 'refList')) {
      col = col.default(arrayDefault(dflt, spec.type === 'refList' ? 'uuid' : 'text'));
    } else {
      col = col.default(dflt);
    }
  }
  if (isNotNull(spec)) col = col.notNull();
  return col as unknown as PgColumnBuilderBase;
}

/** The column list search reads (`search_text LIKE lower('%term%')`): a table's searchable texts,
 *  lowercased and joined by U+001F, stored by PostgreSQL as a generated column. One LIKE over one
 *  lowercased text is a third of the cost of an ILIKE per field over the trigram candidates (the
 *  booking list's search, docs/benchmarks.md). The column is added by migration 0010 and left out
 *  of the Drizzle tables on purpose, so that no select or returning ever carries it into an
 *  answer; tests/api/search-column.test.ts checks it against the declarations. */
export const SEARCH_COLUMN = 'search_text';

/** The trigram index over a table's search column. */
export function searchIndex(tableName: string) {
  return index(`${tableName}_search_trgm`).using('gin', sql.raw(`"${SEARCH_COLUMN}" gin_trgm_ops`));
}

/** One column of a resource table as Drizzle types it: the value, whether it is never empty and
 *  whether the database fills it in. */
type TColumnOf<TN extends string, D, NN extends boolean, HD extends boolean> = PgColumn<{
  name: string; tableName: TN; dataType: ColumnDataType; columnType: string; data: D; driverParam: unknown;
  notNull: NN; hasDefault: HD; isPrimaryKey: false; isAutoincrement: false; hasRuntimeDefault: false; enumValues: undefined;
  generated: undefined; identity: undefined;
}>;

/** The table of a resource, typed from its declaration (lib/contract/resources/row-types.ts). */
export type TResourceTableOf<TN extends string, F extends TFields> = PgTableWithColumns<{
  name: TN; schema: undefined; dialect: 'pg';
  columns: {
    id: TColumnOf<TN, string, true, true>; createdAt: TColumnOf<TN, Date, true, true>; updatedAt: TColumnOf<TN, Date, true, true>;
  } & { [K in TDeclaredKeys<F>]: TColumnOf<TN, TFieldValue<F[K]>, TFieldNotNull<F[K]>, TFieldHasDefault<F[K]>> };
}>;

export function resourceTable<const F extends TFields, TN extends string>(resource: { fields: F }, tableName: TN): TResourceTableOf<TN, F> {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: uuid('id').primaryKey().defaultRandom(),
  };
  for (const [key, spec] of Object.entries(resource.fields)) columns[key] = column(key, spec);
  columns.createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columns.updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

  return pgTable(tableName, columns, (t) => {
    const out = [index(`${tableName}_created_at_idx`).on(t.createdAt)];
    for (const [key, spec] of Object.entries(resource.fields)) {
      const col = snakeCase(key);
      const isList = spec.type === 'textList' || spec.type === 'refList';
      if (spec.unique) out.push(uniqueIndex(`${tableName}_${col}_uq`).on(t[key]));
      else if (isList && spec.filter) out.push(index(`${tableName}_${col}_gin`).using('gin', t[key]));
      else if (!isList && (spec.sort || spec.filter || spec.type === 'ref')) out.push(index(`${tableName}_${col}_idx`).on(t[key]));
    }
    if (Object.values(resource.fields).some((spec) => spec.search)) out.push(searchIndex(tableName));
    return out;
  }) as unknown as TResourceTableOf<TN, F>; // the columns above are built from the same declaration
}

export type TResourceTable = TResourceTableOf<string, TFields>;
