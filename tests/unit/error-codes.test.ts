// The registry of refusal codes (lib/contract/error-codes.ts) against the upstream's source and
// the messages: every errors.conflict(…) / unprocessable(…) / unsupportedMedia(…) / badGateway(…) /
// unavailable(…) call names a registered code
// of its status (read as text, beside the type check), every code has its de and en text, and no
// code is registered that the upstream never answers with.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeOf, type TErrorCode } from '@/lib/contract/error-codes';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const ROOT = path.resolve(import.meta.dirname, '../../upstream');
const sources = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: `upstream/${f}`, text: readFileSync(path.join(ROOT, f), 'utf8') }));
const codes = Object.keys(ERROR_CODES) as TErrorCode[];

const STATUS = { conflict: 409, unprocessable: 422, unsupportedMedia: 415, badGateway: 502, unavailable: 503 } as const;
type TCall = { file: string; kind: keyof typeof STATUS; firstArg: string };

/** The calls' first arguments, up to the first comma (or closing paren) outside brackets and strings. */
function calls(): TCall[] {
  const out: TCall[] = [];
  for (const { file, text } of sources) {
    for (const m of text.matchAll(/errors\.(conflict|unprocessable|unsupportedMedia|badGateway|unavailable)\(/g)) {
      let depth = 0;
      let quote: string | null = null;
      let i = m.index + m[0].length;
      for (; i < text.length; i++) {
        const c = text[i];
        if (quote) {
          if (c === '\\') i++;
          else if (c === quote) quote = null;
        } else if (c === "'" || c === '"' || c === '`') quote = c;
        else if ('([{'.includes(c)) depth++;
        else if (')]}'.includes(c)) { if (depth-- === 0) break; }
        else if (c === ',' && depth === 0) break;
      }
      out.push({ file, kind: m[1] as TCall['kind'], firstArg: text.slice(m.index + m[0].length, i).trim() });
    }
  }
  return out;
}


describe('refusal codes', () => {
  const found = calls();

  it('every literal code of an errors.conflict / unprocessable / unsupportedMedia / badGateway / unavailable call is registered with that status', () => {
    expect(found.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const call of found) {
      // A literal, or the literals of a choice (a ? 'A' : 'B'); anything else is a typed value.
      const choices = call.firstArg.includes('?') ? call.firstArg.slice(call.firstArg.indexOf('?') + 1) : call.firstArg;
      const literals = [...choices.matchAll(/'([^'\\]*)'/g)].map((m) => m[1]);
      if (/^[`"]/.test(call.firstArg)) wrong.push(`${call.file}: ${call.kind}(${call.firstArg}) is not a code`);
      for (const code of literals) {
        if (!errorCodeOf(STATUS[call.kind], code)) wrong.push(`${call.file}: ${call.kind}('${code}') is not a registered ${STATUS[call.kind]} code`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every registered code has its text in de and en, without placeholders', () => {
    const missing: string[] = [];
    for (const [locale, messages] of [['de', de], ['en', en]] as const) {
      const t = createTranslator({ locale, messages });
      const texts = (messages.errors as { codes?: Record<string, string> }).codes ?? {};
      for (const code of codes) {
        const text = texts[code];
        if (typeof text !== 'string' || text.trim() === '') { missing.push(`${locale}: errors.codes.${code}`); continue; }
        expect(t(`errors.codes.${code}` as Parameters<typeof t>[0])).toBe(text);
      }
      for (const key of Object.keys(texts)) if (!Object.hasOwn(ERROR_CODES, key)) missing.push(`${locale}: errors.codes.${key} is no registered code`);
    }
    expect(missing).toEqual([]);
  });

  it('no registered code is dead: each is named in the upstream', () => {
    const all = sources.map((s) => s.text).join('\n');
    expect(codes.filter((code) => !all.includes(`'${code}'`))).toEqual([]);
  });
});
