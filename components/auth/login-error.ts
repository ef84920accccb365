// Message key for a failed login answer: wrong credentials and throttling get their own texts.
export function loginErrorKey(status: number): string {
  if (status === 400 || status === 401 || status === 403) return 'login.failed';
  if (status === 429) return 'errors.TOO_MANY_REQUESTS';
  if (status === 502 || status === 503) return 'errors.BAD_GATEWAY';
  return 'errors.unknown';
}
