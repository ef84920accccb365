// The login call's body (spec 7.2: email, password, ts, isCRMUser) and the message key for a
// failed answer: wrong credentials and throttling get their own texts.
import type { TLoginForm } from '@/lib/validation';

export function loginBody(values: TLoginForm, club: boolean): string {
  return JSON.stringify({ email: values.email.trim(), password: values.password, ts: Date.now(), ...(club ? { isCRMUser: true } : {}) });
}

export function loginErrorKey(status: number): string {
  if (status === 400 || status === 401 || status === 403) return 'login.failed';
  if (status === 429) return 'errors.TOO_MANY_REQUESTS';
  if (status === 502 || status === 503) return 'errors.BAD_GATEWAY';
  return 'errors.unknown';
}
