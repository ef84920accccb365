// Backups of api-calls 7.13 (issue 38 item 3), for the admin: POST /api/settings/backup makes one
// now (kept in DATA_DIR/backups, older than BACKUP_KEEP_DAYS removed), GET backup/local lists them,
// GET backup/local/{name} downloads one (encrypted: restore with `npm run restore` and the same
// SECRETS_KEY), each with what its off-site copies did. GET backup/dropbox and backup/s3 list what
// that store holds, or say it is not set up (BACKUP_DROPBOX_*, BACKUP_S3_*; docs/decisions/backups.md).
import { createRoute, z } from '@hono/zod-openapi';
import { now } from '../../clock';
import { BACKUP_NAME, BackupUnreadable, listLocalBackups, localBackupPath, makeLocalBackup, readLocalBackup, RestoreRefused, restoreTarget } from '../../db/backup';
import { upstreamEnv } from '../../env';
import { errors } from '../../http/errors';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { requireScopes } from '../../http/security';
import { backupStores, storeOfKind } from './backup-stores';

export const backupRoutes = createRouter();
const tags = ['Settings'];
const ADMIN = requireScopes('admin');
const ZStored = z.object({ name: z.string(), size: z.number().int(), createdAt: z.string() });
const ZCopy = z.object({
  kind: z.enum(['dropbox', 's3']), where: z.string(), ok: z.boolean(), error: z.string().optional(), at: z.string(), removed: z.array(z.string()),
}).openapi('BackupCopy');
const ZLocal = ZStored.extend({ copies: z.array(ZCopy) });
const ZOffsite = z.object({ connected: z.boolean(), where: z.string().nullable(), files: z.array(ZStored), error: z.string().nullable() });
const ZMade = ZLocal.extend({
  tables: z.number().int(), rows: z.number().int(), schemaLevel: z.number().int(), removed: z.array(z.string()),
});

backupRoutes.openapi(createRoute({
  method: 'post', path: '/api/settings/backup', tags, middleware: [ADMIN],
  summary: 'Back up the whole business now (every table, the uploaded files, the sequences), encrypted; kept on this machine and copied to the off-site stores',
  responses: { ...jsonOk(ZMade, 'The backup made'), ...errorResponses(401, 403) },
}), async (c) => {
  const made = await makeLocalBackup(c.get('db'), upstreamEnv.DATA_DIR, now(), upstreamEnv.BACKUP_KEEP_DAYS, backupStores);
  return c.json({
    name: made.name, size: made.size, createdAt: made.createdAt, copies: made.copies,
    tables: made.head.tables, rows: made.head.rows, schemaLevel: made.head.migrations, removed: made.removed,
  }, 200);
});

backupRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/backup/local', tags, middleware: [ADMIN],
  summary: 'The backups kept on this machine, newest first',
  responses: { ...jsonOk(z.array(ZLocal), 'Backups'), ...errorResponses(401, 403) },
}), (c) => c.json(listLocalBackups(upstreamEnv.DATA_DIR), 200));

backupRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/backup/local/{name}', tags, middleware: [ADMIN],
  summary: 'One backup file (encrypted with a key derived from SECRETS_KEY)',
  request: { params: z.object({ name: z.string().regex(BACKUP_NAME) }) },
  responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(401, 403, 404) },
}), (c) => {
  const { name } = c.req.valid('param');
  const file = readLocalBackup(upstreamEnv.DATA_DIR, name);
  if (!file) throw errors.notFound('No such backup');
  return c.body(new Uint8Array(file), 200, { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${name}"` });
});

for (const kind of ['dropbox', 's3'] as const) {
  backupRoutes.openapi(createRoute({
    method: 'get', path: `/api/settings/backup/${kind}`, tags, middleware: [ADMIN],
    summary: kind === 'dropbox' ? 'The backups in Dropbox, newest first, or that Dropbox is not set up' : 'The backups in the S3-compatible store, newest first, or that none is set up',
    responses: { ...jsonOk(ZOffsite, 'The store and its backups'), ...errorResponses(401, 403) },
  }), async (c) => {
    const store = storeOfKind(kind);
    if (!store) return c.json({ connected: false, where: null, files: [], error: null }, 200);
    try {
      return c.json({ connected: true, where: store.where, files: await store.list(), error: null }, 200);
    } catch (err) {
      return c.json({ connected: true, where: store.where, files: [], error: (err as Error).message.slice(0, 500) }, 200);
    }
  });
}

const ZTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dataDir'), path: z.string() }),
  z.object({ kind: z.literal('database'), name: z.string(), url: z.string() }),
]);
const ZRestore = z.object({
  state: z.enum(['none', 'running', 'done', 'failed']),
  source: z.enum(['local', 's3', 'dropbox']).nullable(), name: z.string().nullable(), startedAt: z.string().nullable(),
  target: ZTarget.nullable(),
  /** done: what the backup held. */
  tables: z.number().int().nullable(), rows: z.number().int().nullable(), schemaLevel: z.number().int().nullable(), madeAt: z.string().nullable(),
  /** failed: the refusal's code (RESTORE_REFUSED, BACKUP_UNREADABLE, BACKUP_STORE_FAILED, or null) and what went wrong. */
  code: z.string().nullable(), error: z.string().nullable(),
}).openapi('BackupRestore');
type TRestore = z.infer<typeof ZRestore>;
const NONE: TRestore = { state: 'none', source: null, name: null, startedAt: null, target: null, tables: null, rows: null, schemaLevel: null, madeAt: null, code: null, error: null };
/** This upstream's restore (the target is on its machine or its database server): one at a time. */
let restore: TRestore = NONE;

/** What `npm run restore` is given for a backup: its file here, or the store's `s3:<name>`; null
 *  when there is no such backup. */
async function sourceOf(source: 'local' | 's3' | 'dropbox', name: string): Promise<string | null> {
  if (source === 'local') return readLocalBackup(upstreamEnv.DATA_DIR, name) ? localBackupPath(upstreamEnv.DATA_DIR, name) : null;
  const store = storeOfKind(source);
  if (!store) throw errors.notFound(`${source} is not set up`);
  try {
    return (await store.list()).some((b) => b.name === name) ? `${source}:${name}` : null;
  } catch (err) {
    throw errors.badGateway('BACKUP_STORE_FAILED', (err as Error).message.slice(0, 500));
  }
}

backupRoutes.openapi(createRoute({
  method: 'post', path: '/api/settings/backup/restore', tags, middleware: [ADMIN],
  summary: 'Restore a backup (kept here, or in the S3 store or Dropbox) into a NEW database beside the running one; runs in the background (GET .../restore for its state), and its answer says how to switch to it',
  request: { body: { content: { 'application/json': { schema: z.object({ source: z.enum(['local', 's3', 'dropbox']), name: z.string().regex(BACKUP_NAME) }) } }, required: true } },
  responses: { 202: { content: { 'application/json': { schema: ZRestore } }, description: 'Started' }, ...errorResponses(400, 401, 403, 404, 409, 502) },
}), async (c) => {
  const { source, name } = c.req.valid('json');
  if (restore.state === 'running') throw errors.conflict('RESTORE_REFUSED', `The restore of ${restore.name} is running: wait for it to end.`);
  const file = await sourceOf(source, name);
  if (!file) throw errors.notFound('No such backup');
  let prepared;
  try {
    prepared = await restoreTarget(c.get('db'), name);
  } catch (err) {
    if (err instanceof RestoreRefused) throw errors.conflict('RESTORE_REFUSED', err.message);
    throw err;
  }
  const mine: TRestore = { ...NONE, state: 'running', source, name, startedAt: now().toISOString(), target: prepared.target };
  restore = mine;
  void prepared.fill(file).then(
    (head) => { restore = { ...mine, state: 'done', tables: head.tables, rows: head.rows, schemaLevel: head.migrations, madeAt: head.createdAt }; },
    (err: unknown) => {
      const code = err instanceof RestoreRefused ? 'RESTORE_REFUSED' : err instanceof BackupUnreadable ? 'BACKUP_UNREADABLE' : null;
      if (!code) console.error('[restore]', err);
      restore = { ...mine, state: 'failed', code, error: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
    },
  );
  return c.json(mine, 202);
});

backupRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/backup/restore', tags, middleware: [ADMIN],
  summary: 'The state of the last restore this upstream began (none, running, done with its target, failed with why)',
  responses: { ...jsonOk(ZRestore, 'The restore'), ...errorResponses(401, 403) },
}), (c) => c.json(restore, 200));
