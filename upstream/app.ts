// Composition of the upstream REST API. Order matters; each section says why.
import { bodyLimit } from 'hono/body-limit';
import { BODY_LIMIT_KB, bodyLimitKbFor, UPLOAD_LIMIT_KB } from '../lib/contract/errors';
import { requestId } from 'hono/request-id';
import type { Db } from './db/client';
import { createRouter } from './http/router';
import { asAppError, errors, toErrorBody } from './http/errors';
import { authenticate } from './modules/auth/authenticate';
import { negotiateLanguage } from './http/language';
import { mountModules } from './modules';
import { mountDocs } from './http/docs';

/** readDb: where reports read (a replica: DATABASE_READ_URL); default the primary `db`. */
export type TCreateAppOptions = { db: Db; readDb?: Db; bodyLimitKb?: number };

export function createApp({ db, readDb = db, bodyLimitKb = BODY_LIMIT_KB }: TCreateAppOptions) {
  const app = createRouter();

  // Errors: every failure leaves in the spec's shape, without stack traces.
  app.onError((err, c) => {
    const appErr = asAppError(err);
    if (appErr.status >= 500) console.error('[upstream]', c.req.method, c.req.path, err);
    return c.json(toErrorBody(c, appErr), appErr.status);
  });
  app.notFound((c) => c.json(toErrorBody(c, errors.notFound(`Cannot ${c.req.method} ${c.req.path}`)), 404));

  // Request basics: an id for logs, a size limit before anything parses the body.
  app.use('*', requestId());
  const limitOf = (kb: number) => bodyLimit({ maxSize: kb * 1024, onError: () => { throw errors.payloadTooLarge(kb); } });
  const jsonLimit = limitOf(bodyLimitKb);
  const uploadLimit = limitOf(Math.max(bodyLimitKb, UPLOAD_LIMIT_KB));
  app.use('*', (c, next) => (bodyLimitKbFor(c.req.method, c.req.path) === UPLOAD_LIMIT_KB ? uploadLimit : jsonLimit)(c, next));

  // Context: the database, this instance's caches, the caller's language and the caller (null for
  // guests).
  const instanceCaches = new Map<string, unknown>();
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('readDb', readDb);
    c.set('instanceCaches', instanceCaches);
    await next();
  });
  app.use('*', negotiateLanguage());
  app.use('*', authenticate());

  // The API proper, then its OpenAPI document and reference page.
  mountModules(app);
  mountDocs(app);
  return app;
}

export type TApp = ReturnType<typeof createApp>;
