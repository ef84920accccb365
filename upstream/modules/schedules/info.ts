// GET /api/schedules/{id}/info: the departure with its tour, vessel, ports and cabins.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZScheduleInfo } from '../../../lib/contract/schedules';
import type { Db } from '../../db/client';
import { rowsOf, type TScheduleRow } from './access';
import { withoutCabins, type TDepartureWithCabins } from './departures';

type TPort = { id: string; name: string; code: string | null; city: string | null };

export async function scheduleInfo(db: Db, s: TScheduleRow, d: TDepartureWithCabins): Promise<z.infer<typeof ZScheduleInfo>> {
  const [tour] = s.tour ? rowsOf<{ id: string; name: string; internalId: string | null; nights: number | null; divesIncluded: number | null; embarkPort: string | null; disembarkPort: string | null }>(await db.execute(sql`
    SELECT id, name, internal_id AS "internalId", nights, dives_included AS "divesIncluded", embark_port AS "embarkPort", disembark_port AS "disembarkPort"
    FROM tours WHERE id = ${s.tour}`)) : [];
  const [vessel] = s.vessel ? rowsOf<{ id: string; name: string; maxGuests: number | null }>(await db.execute(sql`
    SELECT id, name, max_guests AS "maxGuests" FROM vessels WHERE id = ${s.vessel}`)) : [];
  // The departure's own ports win; else the tour's.
  const embark = s.embarkPort ?? tour?.embarkPort ?? null;
  const disembark = s.disembarkPort ?? tour?.disembarkPort ?? null;
  const wanted = [embark, disembark].filter((x): x is string => !!x);
  const ports = wanted.length ? rowsOf<TPort>(await db.execute(sql`
    SELECT id, name, code, city FROM ports WHERE id IN (${sql.join(wanted.map((x) => sql`${x}::uuid`), sql`, `)})`)) : [];
  const port = (id: string | null) => ports.find((p) => p.id === id) ?? null;
  return {
    schedule: { ...withoutCabins(d), note: s.note, isVisible: s.isVisible, price: s.price },
    tour: tour ? { id: tour.id, name: tour.name, internalId: tour.internalId, nights: tour.nights, divesIncluded: tour.divesIncluded } : null,
    vessel: vessel ?? null,
    embarkPort: port(embark),
    disembarkPort: port(disembark),
    cabins: d.cabins,
  };
}
