// Accept-Language → 'de' | 'en' (spec: browser language restricted to de or en, default de).
import { createMiddleware } from 'hono/factory';
import { pickLanguage } from '../../lib/validation/language';
import type { AppEnv } from './context';

export function negotiateLanguage() {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('lang', pickLanguage(c.req.header('accept-language')));
    await next();
  });
}
