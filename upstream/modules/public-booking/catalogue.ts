// Public catalogue reads (api-calls 7.6 roomTypes, vessel, addons): only what a visitor may see,
// of visible assets. An asset that is hidden or unknown answers an empty list (room types,
// add-ons) or 404 (one vessel), the same for both, so hidden assets stay hidden.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';
import { publicAsset } from './visibility';

export async function publicRoomTypes(db: Db, asset: string) {
  return rowsOf<{ id: string; name: string; description: Record<string, string> | null; images: string[] | null; defaultNoOfPax: number; minNoOfPax: number; maxNoOfPax: number; sizeInSqm: number | null }>(await db.execute(sql`
    SELECT id, name, description, images, default_no_of_pax AS "defaultNoOfPax", min_no_of_pax AS "minNoOfPax",
      max_no_of_pax AS "maxNoOfPax", nullif(size_in_sqm, -1) AS "sizeInSqm"
    FROM room_types WHERE (resort = ${asset} OR vessel = ${asset}) AND is_visible AND NOT hide AND ${publicAsset(asset)}
    ORDER BY name`)).map((r) => ({ ...r, images: r.images ?? [] }));
}

async function vessels(db: Db, id?: string) {
  return rowsOf<{ id: string; name: string; description: Record<string, string> | null; images: string[] | null; maxGuests: number | null; lengthInM: string | number | null; buildYear: number | null; homePort: string | null }>(await db.execute(sql`
    SELECT v.id, v.name, v.description, v.images, v.max_guests AS "maxGuests", v.length_in_m AS "lengthInM", v.build_year AS "buildYear",
      p.name AS "homePort"
    FROM vessels v LEFT JOIN ports p ON p.id = v.home_port
    WHERE v.is_visible AND v.is_active ${id ? sql`AND v.id = ${id}` : sql``} ORDER BY v.name`))
    .map((r) => ({ ...r, images: r.images ?? [], lengthInM: r.lengthInM === null ? null : Number(r.lengthInM) }));
}

/** One visible vessel (query id), or all of them. */
export async function publicVessels(db: Db, id?: string) {
  const list = await vessels(db, id);
  if (id && list.length === 0) throw errors.notFound('Vessel not found');
  return list;
}

export async function publicAddons(db: Db, asset: string) {
  return rowsOf<{ id: string; name: string; description: Record<string, string> | null; mode: string; ruleBase: string; amount: number; percent: string | number | null; currency: string; mandatory: boolean }>(await db.execute(sql`
    SELECT id, name, description, mode, rule_base AS "ruleBase", amount, percent, currency, mandatory
    FROM supplements WHERE (resort = ${asset} OR vessel = ${asset}) AND is_active AND ${publicAsset(asset)}
    ORDER BY mandatory DESC, name`)).map((r) => ({ ...r, amount: Number(r.amount), percent: r.percent === null ? null : Number(r.percent) }));
}
