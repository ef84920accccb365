// Where a media file is used, so that a delete is refused while a record still shows it
// (409 MEDIA_IN_USE naming the places): every resource field of text format `media` (pictures of
// resorts, vessels, rooms, room types, tours, products; a deck's plan), the mail templates that
// link it, the widgets whose logo it is, and the settings that name it (the company logo). Read from the bound resources, so a
// new picture field is covered without touching this file.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';
import { allBindings, domainReferencesTo } from '../resources/registry';

export type TMediaUse = { resource: string; field: string; id: string | null; label: string };
const LIMIT = 10;

export async function mediaUsage(db: Db, mediaId: string): Promise<TMediaUse[]> {
  const address = `/api/media/${mediaId}/data`;
  const like = `${address}%`;
  const out: TMediaUse[] = [];
  for (const b of allBindings()) {
    for (const [field, spec] of Object.entries(b.resource.fields)) {
      if (spec.format !== 'media' || !b.columns[field]) continue;
      const col = b.columns[field];
      const where: SQL = spec.type === 'textList'
        ? sql`EXISTS (SELECT 1 FROM unnest(${col}) AS u(v) WHERE u.v LIKE ${like})`
        : sql`${col} LIKE ${like}`;
      const labelCol = b.columns[b.resource.label];
      const hits = await db.select({ id: b.columns.id, label: labelCol ?? b.columns.id }).from(b.table as PgTable).where(where).limit(LIMIT);
      for (const h of hits) out.push({ resource: b.resource.name, field, id: String(h.id), label: String(h.label ?? h.id) });
    }
  }
  // Domain tables that name the file (a certification's scan).
  for (const ref of domainReferencesTo('media')) {
    const hits = await db.select({ id: sql<string>`1` }).from(ref.table).where(sql`${ref.column} = ${mediaId}::uuid`).limit(LIMIT);
    out.push(...hits.map(() => ({ resource: ref.label, field: ref.column.name, id: null, label: ref.label })));
  }
  const templates = rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM mail_templates
    WHERE body::text LIKE ${`%${address}%`} OR subject::text LIKE ${`%${address}%`} LIMIT ${LIMIT}`));
  out.push(...templates.map((t) => ({ resource: 'mailtemplate', field: 'body', id: t.id, label: t.name })));
  // The widgets' logo (settings.logo, picked from the library on /widget-admin/:id).
  const widgets = rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM widgets
    WHERE settings->>'logo' LIKE ${like} LIMIT ${LIMIT}`));
  out.push(...widgets.map((w) => ({ resource: 'widget', field: 'settings.logo', id: w.id, label: w.name })));
  const settings = rowsOf<{ group: string; key: string }>(await db.execute(sql`SELECT "group", key FROM settings
    WHERE value::text LIKE ${`%${mediaId}%`} LIMIT ${LIMIT}`));
  out.push(...settings.map((s) => ({ resource: 'settings', field: `${s.group}.${s.key}`, id: null, label: `${s.group}.${s.key}` })));
  return out;
}

/** Refuses (409 in the spec's error shape) while the file is used anywhere. */
export async function assertMediaUnused(db: Db, mediaId: string): Promise<void> {
  const uses = await mediaUsage(db, mediaId);
  if (uses.length === 0) return;
  const where = uses.map((u) => (u.resource === 'settings' ? `settings ${u.field}` : `${u.resource} "${u.label}" (${u.field})`));
  throw errors.conflict('MEDIA_IN_USE', `The file is still used by ${where.join(', ')}. Remove it there first.`);
}
