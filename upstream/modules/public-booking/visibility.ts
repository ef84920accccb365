// What the public may see, in one place: every public call (catalogue, rooms, departures, the
// booking itself) filters with these, so a hidden or inactive asset, a hidden room or a room of a
// hidden room type answers exactly like one that does not exist.
import { sql, type SQL } from 'drizzle-orm';

/** Ids of the resorts and vessels open to the public. */
export const PUBLIC_ASSET_IDS: SQL = sql`(SELECT id FROM resorts WHERE is_visible AND is_active
  UNION ALL SELECT id FROM vessels WHERE is_visible AND is_active)`;

/** The asset (a uuid) is open to the public. */
export const publicAsset = (asset: string): SQL => sql`(${asset}::uuid IN ${PUBLIC_ASSET_IDS})`;

/** Condition on a room aliased `r`: visible, bookable, of a visible room type (or none) and asset. */
export const PUBLIC_ROOM: SQL = sql`(r.is_visible AND NOT coalesce(r.hide, false) AND r.is_active AND NOT r.blocked
  AND coalesce(r.resort, r.vessel) IN ${PUBLIC_ASSET_IDS}
  AND (r.room_type IS NULL OR EXISTS (SELECT 1 FROM room_types t WHERE t.id = r.room_type AND t.is_visible AND NOT t.hide)))`;
