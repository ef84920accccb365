// Loads the bench dataset into its own PostgreSQL database: creates the database, runs the
// project's migrations and base seed (demo users for the logins), then multi-row INSERTs in
// chunks through the Drizzle tables. A marker table records the seed and scale; a database that
// already holds exactly that dataset is reused, any other (or a half-loaded one) is dropped and
// loaded anew. Only databases named tourbook_bench* are ever dropped.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDb, type Db } from '../../../upstream/db/client';
import { migrateDb } from '../../../upstream/db/migrate';
import { seed } from '../../../upstream/db/seed';
import {
  bookingRooms, bookings, customers, numberSequences, occupancy, priceLists, resorts, roomBlockers, roomTypes, rooms, schedules, tours, vessels,
} from '../../../upstream/db/schema';
import { buildAssets, YEARS, type TAssets } from './assets';
import { BookingGenerator, type TChunk } from './bookings';

export type TDataset = { url: string; assets: TAssets; today: string; counts: Record<string, number>; loadedIn: number | null };
const FULL_DAYS = 365 * YEARS;
const FULL_CUSTOMERS = 400_000;
const KIND: Record<string, string> = { O: 'offer', R: 'reservation', B: 'booking' };

async function adminQuery(url: URL, text: string): Promise<pg.QueryResult> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try { return await client.query(text); } finally { await client.end(); }
}

async function marker(url: string): Promise<{ seed: number; scale: number; counts: Record<string, number> } | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const r = await client.query('SELECT seed, scale::float8 AS scale, counts FROM bench_dataset LIMIT 1');
    return r.rows[0] ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function insertAll(db: Db, table: PgTable, rows: Record<string, unknown>[], per = 1000) {
  for (let i = 0; i < rows.length; i += per) await db.insert(table).values(rows.slice(i, i + per) as never);
}

async function insertChunk(db: Db, c: TChunk) {
  await db.transaction(async (tx) => {
    await insertAll(tx, customers, c.customers);
    await insertAll(tx, bookings, c.bookings, 500);
    await insertAll(tx, bookingRooms, c.bookingRooms);
    await insertAll(tx, roomBlockers, c.blockers);
    await insertAll(tx, occupancy, c.occupancy);
  });
}

export async function ensureDataset(opts: { url: string; seed: number; scale: number; log: (s: string) => void }): Promise<TDataset> {
  const url = new URL(opts.url);
  const name = url.pathname.slice(1);
  if (!/^tourbook_bench\w*$/.test(name)) throw new Error(`The bench database must be named tourbook_bench*, not ${name}`);
  const days = Math.max(28, Math.round(FULL_DAYS * opts.scale));
  const assets = buildAssets(opts.seed, days);
  const gen = new BookingGenerator(opts.seed, assets, days);
  const today = new Date(gen.today * 86_400_000).toISOString().slice(0, 10);
  const found = await marker(opts.url);
  if (found && found.seed === opts.seed && Math.abs(found.scale - opts.scale) < 1e-9) {
    opts.log(`dataset seed ${opts.seed} scale ${opts.scale} already loaded in ${name}`);
    return { url: opts.url, assets, today, counts: found.counts, loadedIn: null };
  }
  const started = Date.now();
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const handle = await openDb({ url: opts.url, poolSize: 2 });
  try {
    const db = handle.db;
    await migrateDb(handle);
    await seed(db, { demo: true });
    // Numbers continue the counters the base seed left (its demo bookings have numbers too).
    const short = Object.fromEntries(Object.entries(KIND).map(([k, v]) => [v, k]));
    for (const row of await db.select().from(numberSequences)) {
      const [kind, year] = row.name.split(':');
      if (short[kind]) gen.counters.set(`${short[kind]}:${year}`, row.value);
    }
    opts.log(`loading ${days} days of bookings (seed ${opts.seed}, scale ${opts.scale}) into ${name}...`);
    await insertAll(db, resorts, [...assets.resorts, assets.calendarResort]);
    await insertAll(db, vessels, assets.vessels);
    await insertAll(db, roomTypes, assets.roomTypes);
    await insertAll(db, rooms, assets.rooms);
    await insertAll(db, tours, assets.tours);
    await insertAll(db, priceLists, assets.priceLists, 50);
    await insertAll(db, schedules, assets.schedules);
    const counts: Record<string, number> = { bookings: 0, bookingRooms: 0, occupancy: 0, blockers: 0, customers: 0 };
    const add = (c: TChunk) => {
      counts.bookings += c.bookings.length; counts.bookingRooms += c.bookingRooms.length; counts.occupancy += c.occupancy.length;
      counts.blockers += c.blockers.length; counts.customers += c.customers.length;
    };
    let last = Date.now();
    for (const c of [...gen.chunks(), ...gen.contacts(Math.round(FULL_CUSTOMERS * opts.scale))]) {
      await insertChunk(db, c);
      add(c);
      if (Date.now() - last > 15_000) { last = Date.now(); opts.log(`  ${counts.bookings} bookings, ${counts.customers} customers, ${Math.round((last - started) / 1000)} s`); }
    }
    // New bookings continue the numbers of the loaded ones.
    for (const [key, value] of gen.counters) {
      const [k, year] = key.split(':');
      await db.insert(numberSequences).values({ name: `${KIND[k]}:${year}`, value })
        .onConflictDoUpdate({ target: numberSequences.name, set: { value: sql`greatest(${numberSequences.value}, ${value})` } });
    }
    Object.assign(counts, { rooms: assets.rooms.length, schedules: assets.schedules.length, priceLists: assets.priceLists.length });
    await db.execute(sql`VACUUM ANALYZE`);
    await db.execute(sql`CREATE TABLE bench_dataset (seed integer NOT NULL, scale numeric NOT NULL, counts jsonb NOT NULL, loaded_at timestamptz NOT NULL DEFAULT now())`);
    await db.execute(sql`INSERT INTO bench_dataset (seed, scale, counts) VALUES (${opts.seed}, ${opts.scale}, ${JSON.stringify(counts)}::jsonb)`);
    const loadedIn = (Date.now() - started) / 1000;
    opts.log(`loaded in ${loadedIn.toFixed(0)} s: ${JSON.stringify(counts)}`);
    return { url: opts.url, assets, today, counts, loadedIn };
  } finally {
    await handle.close();
  }
}
