// Statements of the hot paths (every request's token lookup, the booking write and detail), built
// once and run under a name. The query builder costs more than it looks: a booking's create and
// confirm built ~1.5 MB of SQL fragments per operation (docs/benchmarks.md), and PostgreSQL
// parsed and planned every statement again. A named statement is built by the query builder on
// its first use (its values as sql.placeholder), kept as text with its placeholders, and from
// then on only bound: node-postgres parses it once per connection, PostgreSQL plans it once per
// connection. Works on any connection or transaction (PGlite too): the driver's prepareQuery is
// called with the kept query each time.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

type TPrepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };
type TPreparable<R> = { prepare(name: string): TPrepared<R> };
type TSession = { prepareQuery: (...args: unknown[]) => TPrepared<unknown> };

export type TNamedStatement<R> = (db: Db, values?: Record<string, unknown>) => Promise<R>;

/** `name` must be unique in the process and stand for exactly one text (one builder). */
export function namedStatement<R>(name: string, build: (db: Db) => TPreparable<R>): TNamedStatement<R> {
  let kept: unknown[] | null = null;
  return (db, values = {}) => {
    const session = db._.session as unknown as TSession;
    if (!kept) {
      // The arguments the builder hands the driver (query text and parameters, result fields,
      // row mode), caught once on this session's own method.
      const own = session.prepareQuery;
      const ownProperty = Object.getOwnPropertyDescriptor(session, 'prepareQuery');
      session.prepareQuery = (...args: unknown[]) => {
        kept = args;
        return own.apply(session, args);
      };
      try {
        build(db).prepare(name);
      } finally {
        if (ownProperty) Object.defineProperty(session, 'prepareQuery', ownProperty);
        else delete (session as Partial<TSession>).prepareQuery;
      }
      if (!kept) throw new Error(`statement ${name} was not prepared by its builder`);
    }
    return session.prepareQuery(...kept).execute(values) as Promise<R>;
  };
}

type TInsertable = { insert: Db['insert'] };
const isPlain = (v: unknown) => v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Date || Object.getPrototypeOf(v) === Object.prototype;

/** An INSERT of rows of plain values as named statements, one per shape (number of rows and the
 *  columns given: a column left out takes its default, as in a plain insert). Rows whose values
 *  are SQL expressions, or rows of different columns, are inserted the plain way. Returns the
 *  rows as stored when `returning`. */
export function namedInsert<TTable extends Parameters<Db['insert']>[0]>(name: string, table: TTable, returning: boolean) {
  const shapes = new Map<string, TNamedStatement<unknown[]>>();
  return async (db: Db & TInsertable, rows: Record<string, unknown>[]): Promise<TTable['$inferSelect'][]> => {
    const keys = Object.keys(rows[0] ?? {}).filter((k) => rows[0][k] !== undefined);
    const same = rows.every((r) => Object.keys(r).filter((k) => r[k] !== undefined).join() === keys.join() && keys.every((k) => isPlain(r[k])));
    if (!same || rows.length === 0) {
      const q = db.insert(table).values(rows as never);
      return (returning ? await q.returning() : (await q, [])) as TTable['$inferSelect'][];
    }
    const shape = `${rows.length}:${keys.join()}`;
    let statement = shapes.get(shape);
    if (!statement) {
      statement = namedStatement(`${name}_${shapes.size + 1}`, (b) => {
        const q = b.insert(table).values(rows.map((_, i) => Object.fromEntries(keys.map((k) => [k, sql.placeholder(`${k}_${i}`)]))) as never);
        return (returning ? q.returning() : q) as unknown as TPreparable<unknown[]>;
      });
      shapes.set(shape, statement);
    }
    const stored = await statement(db, Object.fromEntries(rows.flatMap((r, i) => keys.map((k) => [`${k}_${i}`, r[k]]))));
    return (returning ? stored : []) as TTable['$inferSelect'][];
  };
}
