// Every module builds its routes on createRouter(): zod-openapi with the spec's ValidationError
// for failing requests, so the OpenAPI document and the validation come from one schema.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { errors } from './errors';

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issues = result.error.issues;
        throw errors.validation(
          issues.map((i) => ({
            path: i.path.map(String).join('.'),
            message: i.message,
            code: i.code,
          })),
        );
      }
    },
  });
}
