// The operator's wording of the product's texts (settings group translations, edited on
// /config/translations), merged over the shipped messages on every request. This web instance
// keeps the last answer of GET /api/translation/keys with its ETag and asks again at most once a
// second (If-None-Match: the upstream answers 304 while nothing changed on any instance), so a
// change is on every screen within a second, and a page costs no text transfer while unchanged.
// When the upstream cannot be reached, the last texts stay (the shipped ones at start). Server side
// only (lib/i18n/request.ts); kept free of Next so it can be tested alone.
import { ZTranslationKeys } from '../contract/settings';
import { upstreamFetch } from '../http/upstream-client';
import type { TMessages } from './pick-messages';

type TTexts = { languages: string[]; overrides: Record<string, Record<string, string>> };
const REVALIDATE_MS = 1000;
const TEXTS_TIMEOUT_MS = 1500;
let last: { etag: string | null; texts: TTexts; checkedAt: number } = { etag: null, texts: { languages: ['de', 'en'], overrides: {} }, checkedAt: 0 };
let inFlight: Promise<TTexts> | null = null;

async function refresh(): Promise<TTexts> {
  try {
    // Its own short limit: a page must not wait out the upstream's timeout for its texts, and an
    // abort of ours does not count against the upstream's health (upstream-client.ts).
    const res = await upstreamFetch('/api/translation/keys', { headers: last.etag ? { 'if-none-match': last.etag } : {}, signal: AbortSignal.timeout(TEXTS_TIMEOUT_MS) });
    const parsed = res.status === 200 ? ZTranslationKeys.safeParse(await res.json()) : null;
    last = parsed?.success
      ? { etag: res.headers.get('etag'), texts: { languages: parsed.data.languages, overrides: parsed.data.overrides }, checkedAt: Date.now() }
      : { ...last, checkedAt: Date.now() };
  } catch {
    last = { ...last, checkedAt: Date.now() };
  }
  return last.texts;
}

/** The operator's texts and languages; real time on purpose (a cache timer, not a business date). */
export function operatorTexts(): Promise<TTexts> {
  if (Date.now() - last.checkedAt < REVALIDATE_MS) return Promise.resolve(last.texts);
  inFlight ??= refresh().finally(() => { inFlight = null; });
  return inFlight;
}

/** `messages` with the overrides of `lang` put in at their dotted keys (a copy; the shipped tree is
 *  never changed). A key the shipped messages do not hold (any more) is left out. */
export function withOverrides(messages: TMessages, overrides: TTexts['overrides'], lang: string): TMessages {
  let out: TMessages | null = null;
  for (const [key, langs] of Object.entries(overrides)) {
    const text = langs[lang];
    if (typeof text !== 'string') continue;
    const path = key.split('.');
    let node: TMessages | string | undefined = messages;
    for (const k of path) node = typeof node === 'object' && Object.hasOwn(node, k) ? node[k] : undefined;
    if (typeof node !== 'string') continue;
    out ??= structuredClone(messages);
    let at: TMessages = out;
    for (const k of path.slice(0, -1)) at = at[k] as TMessages;
    at[path[path.length - 1]] = text;
  }
  return out ?? messages;
}

const merged = new Map<string, { texts: TTexts; base: TMessages; messages: TMessages }>();

/** The shipped messages of `lang` with the operator's texts over them, merged once per change. */
export async function messagesWithOperatorTexts(lang: string, shipped: TMessages): Promise<TMessages> {
  const texts = await operatorTexts();
  const hit = merged.get(lang);
  if (hit && hit.texts === texts && hit.base === shipped) return hit.messages;
  const messages = withOverrides(shipped, texts.overrides, lang);
  merged.set(lang, { texts, base: shipped, messages });
  return messages;
}
