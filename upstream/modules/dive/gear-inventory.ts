// The rental gear inventory: adding items, changing them, and moving them between available and
// maintenance. Every write locks the item's row and adds a history entry in the same transaction.
// A rented item changes its state only through the dive (assignment, unassignment, closing).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TGearDetail, ZGearCreate, ZGearUpdate } from '../../../lib/contract/dive-gear';
import { now } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { diveGear, diveGearEvents } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetAllows } from '../bookings/access';
import { gearAccess, gearEvent, gearWire, type TGearRow } from './gear-rows';


async function assertSerialFree(tx: Db, serial: string, except?: string): Promise<void> {
  const r = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM dive_gear WHERE lower(serial) = lower(${serial})`));
  if (r.some((x) => x.id !== except)) throw errors.conflict('GEAR_SERIAL_TAKEN', `Another gear item has the serial "${serial}".`);
}

async function assertProduct(tx: Db, product: string | null | undefined): Promise<void> {
  if (!product) return;
  const r = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM products WHERE id = ${product}::uuid`));
  if (!r.length) throw errors.validation([{ path: 'product', message: 'No such product' }]);
}

function assertAssets(p: TPrincipal, v: { resort?: string | null; vessel?: string | null }): void {
  if (!assetAllows(p, { resort: v.resort ?? null, vessel: v.vessel ?? null })) throw errors.forbidden('FORBIDDEN_RESSOURCE');
}

/** One item the caller may see, locked for the change. */
export async function lockGear(tx: Tx, p: TPrincipal, id: string): Promise<TGearRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.notFound();
  const [row] = await tx.select().from(diveGear).where(and(eq(diveGear.id, id), gearAccess(p))).for('update');
  if (!row) throw errors.notFound('GEAR_NOT_FOUND');
  return row;
}

export async function createGear(tx: Db, p: TPrincipal, body: z.infer<typeof ZGearCreate>): Promise<string> {
  assertAssets(p, body);
  await assertSerialFree(tx, body.serial);
  await assertProduct(tx, body.product);
  const [row] = await tx.insert(diveGear).values({ ...body, state: 'available' }).returning();
  await gearEvent(tx, p, { gearId: row.id, event: 'created', state: row.state });
  return row.id;
}

export async function updateGear(tx: Tx, p: TPrincipal, id: string, body: z.infer<typeof ZGearUpdate>): Promise<void> {
  const row = await lockGear(tx, p, id);
  const { state, note, ...fields } = body;
  if (fields.resort !== undefined || fields.vessel !== undefined) assertAssets(p, { resort: fields.resort ?? row.resort, vessel: fields.vessel ?? row.vessel });
  if (fields.serial && fields.serial !== row.serial) await assertSerialFree(tx, fields.serial, row.id);
  await assertProduct(tx, fields.product);
  if (state && state !== row.state && row.state === 'rented') {
    throw errors.conflict('GEAR_RENTED', 'The item is on a diver of an open dive: take it off the diver (or close the dive) first.');
  }
  const next = state ?? row.state;
  const changed = Object.keys(fields).length > 0;
  if (!changed && next === row.state && !note) return;
  await tx.update(diveGear).set({ ...fields, state: next, updatedAt: now() }).where(eq(diveGear.id, row.id));
  const event = next !== row.state ? (next as 'available' | 'maintenance') : 'changed';
  await gearEvent(tx, p, { gearId: row.id, event, state: next, note: note ?? null });
}

export async function gearDetail(db: Db, p: TPrincipal, id: string): Promise<TGearDetail> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.notFound();
  const [row] = await db.select().from(diveGear).where(and(eq(diveGear.id, id), gearAccess(p)));
  if (!row) throw errors.notFound('GEAR_NOT_FOUND');
  const [item] = await gearWire(db, [row]);
  const events = await db.select().from(diveGearEvents).where(eq(diveGearEvents.gearId, id)).orderBy(asc(diveGearEvents.seq));
  return {
    item,
    history: events.map((e) => ({
      id: e.id, event: e.event as TGearDetail['history'][number]['event'], state: e.state as TGearDetail['item']['state'], at: e.at.toISOString(),
      byName: e.byName, plan: e.planId, customer: e.customerId, note: e.note,
    })),
  };
}
