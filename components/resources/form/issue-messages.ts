// Zod issues of the contract schemas → the validation messages of spec section 5 (lib/validation
// keys, namespace "validation"). The resolver passes zodIssueMessage as zod's error map; the
// message it returns is the key plus its values ("validation.maxLength|{"max":200}"), which
// decodeIssue turns back into { key, values } for t(). Schemas with a message of their own
// (a regex with its explanation) keep it: those fall back to validation.invalid on screen.
import { VALIDATION_KEYS as K, type TIssue } from '@/lib/validation';

type TRawIssue = {
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
};

const SEP = '|';

export function encodeIssue(issue: TIssue): string {
  return issue.values ? `${issue.key}${SEP}${JSON.stringify(issue.values)}` : issue.key;
}

/** A form error message → the issue to translate; unknown texts become validation.invalid. */
export function decodeIssue(message: string | undefined | null): TIssue | null {
  if (!message) return null;
  const at = message.indexOf(SEP);
  const key = at === -1 ? message : message.slice(0, at);
  if (!key.startsWith('validation.')) return { key: K.invalid };
  if (at === -1) return { key };
  try {
    return { key, values: JSON.parse(message.slice(at + 1)) as TIssue['values'] };
  } catch {
    return { key };
  }
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The validation issue of one raw zod issue. */
export function issueOf(raw: TRawIssue): TIssue {
  const n = (v: number | bigint | undefined) => Number(v ?? 0);
  switch (raw.code) {
    case 'invalid_type':
      if (isBlank(raw.input)) return { key: K.required };
      if (raw.expected === 'number' || raw.expected === 'int') return { key: K.number };
      if (raw.expected === 'date') return { key: K.date };
      return { key: K.invalid };
    case 'too_small':
      if (raw.origin === 'string') return n(raw.minimum) <= 1 ? { key: K.required } : { key: K.minLength, values: { min: n(raw.minimum) } };
      if (raw.origin === 'array' || raw.origin === 'set') return { key: K.required };
      if (raw.origin === 'number' || raw.origin === 'int') {
        return n(raw.minimum) === 0 && raw.origin === 'int' ? { key: K.integerMin0 } : { key: K.min, values: { min: n(raw.minimum) } };
      }
      return { key: K.invalid };
    case 'too_big':
      if (raw.origin === 'string') return { key: K.maxLength, values: { max: n(raw.maximum) } };
      if (raw.origin === 'number' || raw.origin === 'int') return { key: K.max, values: { max: n(raw.maximum) } };
      return { key: K.invalid };
    case 'invalid_format':
      if (raw.format === 'email') return { key: K.email };
      if (raw.format === 'date' || raw.format === 'datetime') return { key: K.date };
      return { key: K.invalid };
    case 'invalid_value':
      return isBlank(raw.input) ? { key: K.required } : { key: K.invalid };
    default:
      return { key: K.invalid };
  }
}

/** zod's error map: every issue without a message of its own gets the encoded validation key. */
export function zodIssueMessage(raw: TRawIssue): string {
  return encodeIssue(issueOf(raw));
}
