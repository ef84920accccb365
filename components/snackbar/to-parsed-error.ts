// What showError accepts: an ApiError, a TParsedError, or anything else (→ the unknown-error text).
import { ApiError, type TParsedError } from '@/lib/errors';

export function isParsedError(v: unknown): v is TParsedError {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return typeof o.status === 'number' && typeof o.message === 'string' && 'messageKey' in o && 'clearSession' in o;
}

export function toParsedError(error: unknown): TParsedError | null {
  if (error instanceof ApiError) return error.parsed;
  if (isParsedError(error)) return error;
  if (error && typeof error === 'object' && 'parsed' in error && isParsedError((error as { parsed: unknown }).parsed)) {
    return (error as { parsed: TParsedError }).parsed;
  }
  return null;
}
