// Every module builds its routes on createRouter(): zod-openapi with the spec's ValidationError
// for failing requests, so the OpenAPI document and the validation come from one schema. Path
// parameters are constrained to their format (param-patterns.ts), so the order in which routers
// are mounted does not decide whether a fixed path or a parameter route answers.
import { OpenAPIHono, type z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { errors } from './errors';
import { constrainPath, noteParamFallback, paramFallbacks } from './param-patterns';

type TIssue = { path: PropertyKey[]; message: string; code: string };
const validationError = (issues: readonly TIssue[]) => errors.validation(
  issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code })),
);

export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
  // openapi() registers its route through on() with the path written the Hono way (/:id); the
  // route's parameter schema, known while openapi() runs, constrains it there.
  let params: z.ZodObject | undefined;
  const on = router.on;
  router.on = ((method: string | string[], path: string | string[], ...handlers: MiddlewareHandler<AppEnv>[]) =>
    on(method, [path].flat().map((p) => constrainPath(p, params)), ...handlers)) as typeof router.on;
  const openapi = router.openapi;
  router.openapi = ((route, handler, hook) => {
    params = route.request?.params as z.ZodObject | undefined;
    try {
      const path = route.path.replaceAll(/\/{(.+?)}/g, '/:$1');
      if (params && constrainPath(path, params) !== path) {
        const middleware = route.middleware ? [route.middleware].flat() as MiddlewareHandler<AppEnv>[] : [];
        noteParamFallback({ method: route.method, path, middleware, params });
      }
      return openapi(route, handler, hook);
    } finally {
      params = undefined;
    }
  }) as typeof router.openapi;
  return router;
}

/** For every route with a constrained parameter, its path with any segment there: the route's
 *  middleware, then 400 for the parameter (as the route itself answered before), else 404.
 *  Mounted after every module (modules/index.ts), hidden from the OpenAPI document. */
export function paramFallbackRoutes() {
  const router = new OpenAPIHono<AppEnv>();
  for (const f of paramFallbacks()) {
    router.on(f.method.toUpperCase(), [f.path], ...f.middleware, (c) => {
      const checked = f.params.safeParse(c.req.param());
      if (!checked.success) throw validationError(checked.error.issues);
      throw errors.notFound(`Cannot ${c.req.method} ${c.req.path}`);
    });
  }
  return router;
}
