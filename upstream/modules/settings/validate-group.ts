// Validation of a settings write, per group. The body is a partial record of the group's keys;
// unknown keys are rejected; null resets a key to its default. The merged result must still be
// consistent (e.g. the base currency among the currencies).
import { z } from 'zod';
import {
  GENERAL_DEFAULTS, ZExchangeRatesSettings, ZGeneralSettings, ZModulesSettings, ZTranslationsWrite,
} from '../../../lib/contract/settings';
import { ZCompanySettings } from '../../../lib/contract/invoices';
import { ownValue } from '../../../lib/validation/own-key';
import { errors } from '../../http/errors';

function nullable<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, (s as z.ZodType).nullable().optional()])));
}

const ZGeneralConsistent = ZGeneralSettings.superRefine((v, ctx) => {
  const cur = new Set(v.currencies);
  for (const key of ['baseCurrency', 'onlineCurrency', 'baseOnsiteCurrency'] as const) {
    if (!cur.has(v[key])) ctx.addIssue({ code: 'custom', path: [key], message: 'must be one of currencies' });
  }
  v.displayCurrencies.forEach((d, i) => {
    if (!cur.has(d)) ctx.addIssue({ code: 'custom', path: ['displayCurrencies', i], message: 'must be one of currencies' });
  });
  if (!v.supportedLanguages.includes(v.lang)) ctx.addIssue({ code: 'custom', path: ['lang'], message: 'must be one of supportedLanguages' });
  v.textLanguages.forEach((l, i) => {
    if (l === 'de' || l === 'en' || v.textLanguages.indexOf(l) !== i) ctx.addIssue({ code: 'custom', path: ['textLanguages', i], message: 'a language added besides de and en, once' });
  });
  try {
    new Intl.DateTimeFormat('en', { timeZone: v.timezone });
  } catch {
    ctx.addIssue({ code: 'custom', path: ['timezone'], message: 'unknown time zone' });
  }
});

export const WRITE_SCHEMAS: Record<string, z.ZodType> = {
  general: nullable(ZGeneralSettings.shape),
  modules: nullable(ZModulesSettings.shape),
  exchangeRates: z.record(z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code'), ZExchangeRatesSettings.valueType.nullable()),
  translations: ZTranslationsWrite,
  company: nullable(ZCompanySettings.shape),
};

function toFields(error: z.ZodError) {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code }));
}

/** The validated patch (keys to store; null = back to default). */
export function validateGroupWrite(group: string, body: unknown, current: Record<string, unknown>): Record<string, unknown> {
  const schema = ownValue(WRITE_SCHEMAS, group);
  if (!schema) throw errors.forbidden(`settings group '${group}' cannot be written through the API`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw errors.validation(toFields(parsed.error));
  const patch = parsed.data as Record<string, unknown>;
  if (group === 'general') {
    const merged = { ...current };
    for (const [k, v] of Object.entries(patch)) merged[k] = v === null ? GENERAL_DEFAULTS[k as keyof typeof GENERAL_DEFAULTS] : v;
    const check = ZGeneralConsistent.safeParse(merged);
    if (!check.success) throw errors.validation(toFields(check.error));
  }
  if (group === 'translations') return mergeTexts(patch as z.infer<typeof ZTranslationsWrite>, current);
  return patch;
}

/** A key's languages merged into its stored ones, so that saving one language never drops the
 *  operator's wording in another; a key left without any text is removed (null). */
function mergeTexts(patch: z.infer<typeof ZTranslationsWrite>, current: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, langs] of Object.entries(patch)) {
    const merged: Record<string, string> = { ...((ownValue(current, key) as Record<string, string> | undefined) ?? {}) };
    for (const [lang, text] of Object.entries(langs ?? {})) {
      if (text === null) delete merged[lang];
      else merged[lang] = text;
    }
    out[key] = langs === null || Object.keys(merged).length === 0 ? null : merged;
  }
  return out;
}
