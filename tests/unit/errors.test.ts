import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import {
  ApiError, bootstrapFailure, DYNAMIC_LOAD_RELOAD_MS, ERROR_KEYS, errorLine, errorSnackbar, isOkStatus, networkError, parseErrorBody,
  parseErrorResponse, parseErrorValue, reloadAfterFailedLoad, SNACKBAR_ERROR_MS, SNACKBAR_SUCCESS_MS, successSnackbar,
} from '@/lib/errors';

const body = (o: Record<string, unknown>) => JSON.stringify(o);

describe('isOkStatus', () => {
  it('200-299 and 304', () => {
    for (const s of [200, 201, 204, 299, 304]) expect(isOkStatus(s)).toBe(true);
    for (const s of [0, 199, 300, 301, 302, 400, 401, 403, 449, 500]) expect(isOkStatus(s)).toBe(false);
  });
});

describe('parseErrorBody', () => {
  it('reads error, message, statusCode or status, path, method, description, timestamp', () => {
    const p = parseErrorBody(409, body({ error: 'ConflictError', message: 'Room taken', statusCode: 409, path: '/api/bookings', method: 'POST', description: 'Bed 3 is booked', timestamp: '2026-01-01T00:00:00Z' }));
    expect(p).toMatchObject({ status: 409, error: 'ConflictError', message: 'Room taken', path: '/api/bookings', method: 'POST', description: 'Bed 3 is booked', timestamp: '2026-01-01T00:00:00Z', isValidation: false, clearSession: false });
    expect(parseErrorBody(500, body({ status: 418, message: 'x' })).status).toBe(418);
    expect(parseErrorBody(500, body({ message: 'x' })).status).toBe(500);
  });

  it('flags ValidationError with its fields', () => {
    const p = parseErrorBody(400, body({ error: 'ValidationError', message: 'Validation failed', statusCode: 400, fields: [{ path: 'email', message: 'Invalid', code: 'invalid_format' }] }));
    expect(p.isValidation).toBe(true);
    expect(p.fields).toEqual([{ path: 'email', message: 'Invalid', code: 'invalid_format' }]);
    expect(p.messageKey).toBe('errors.VALIDATION_FAILED');
  });

  it.each([
    { error: 'TokenExpiredError', message: 'jwt' },
    { error: 'UnauthorizedError', message: 'TOKEN_EXPIRED' },
    { error: 'X', message: 'Token Expired at 12:00' },
    { error: 'UnauthorizedError', message: 'token expired', statusCode: 401 },
  ])('token expired family → unauthorized and session cleared: %j', (b) => {
    const p = parseErrorBody(401, body(b));
    expect(p.isUnauthorized).toBe(true);
    expect(p.clearSession).toBe(true);
    expect(p.messageKey).toBe('errors.TOKEN_EXPIRED');
  });

  it('token expired even when the status is not 401', () => {
    expect(parseErrorBody(400, body({ error: 'TokenExpiredError' }))).toMatchObject({ isUnauthorized: true, clearSession: true });
  });

  it('401 is unauthorized', () => {
    expect(parseErrorBody(401, body({ error: 'UnauthorizedError', message: 'unauthorized' }))).toMatchObject({ isUnauthorized: true, messageKey: 'errors.UNAUTHORIZED' });
  });

  it('403 is described as FORBIDDEN_RESSOURCE', () => {
    const p = parseErrorBody(403, body({ error: 'ForbiddenError', message: 'Only guests may do this', statusCode: 403 }));
    expect(p.message).toBe('FORBIDDEN_RESSOURCE');
    expect(p.messageKey).toBe('errors.FORBIDDEN_RESSOURCE');
    expect(p.clearSession).toBe(false);
  });

  it('449 keeps the server message', () => {
    const p = parseErrorBody(449, body({ message: 'Please choose a room first', statusCode: 449 }));
    expect(p.message).toBe('Please choose a room first');
    expect(p.messageKey).toBeNull();
    expect(errorSnackbar(p)).toMatchObject({ status: 449, messageKey: null, text: 'Please choose a room first' });
    // Even a message that names a key stays untranslated.
    expect(parseErrorBody(449, body({ message: 'RESORT_NOT_FOUND' })).messageKey).toBeNull();
  });

  it('invalid JSON gives INVALID_JSON_RESPONSE', () => {
    const p = parseErrorBody(500, '<html>Bad Gateway</html>');
    expect(p).toMatchObject({ status: 500, error: 'INVALID_JSON_RESPONSE', message: 'INVALID_JSON_RESPONSE', messageKey: 'errors.INVALID_JSON_RESPONSE' });
  });

  it('no message gives Unknown Error', () => {
    expect(parseErrorBody(500, body({ error: 'X' })).message).toBe('Unknown Error');
    expect(parseErrorBody(500, '').message).toBe('Unknown Error');
    expect(parseErrorBody(500, null).messageKey).toBe('errors.UNKNOWN_ERROR');
    expect(parseErrorValue(500, [1, 2]).message).toBe('Unknown Error');
  });

  it('maps known server messages and statuses to errors.* keys', () => {
    expect(parseErrorBody(400, body({ message: 'RESORT_NOT_FOUND' })).messageKey).toBe('errors.RESORT_NOT_FOUND');
    expect(parseErrorBody(429, body({ message: 'Too many requests' })).messageKey).toBe('errors.TOO_MANY_REQUESTS');
    expect(parseErrorBody(502, body({ message: 'Bad Gateway' })).messageKey).toBe('errors.BAD_GATEWAY');
    expect(parseErrorBody(503, body({ message: 'upstream down' })).messageKey).toBe('errors.BAD_GATEWAY');
    expect(parseErrorBody(409, body({ message: 'Room taken', description: 'Bed 3' })).messageKey).toBe('errors.CONFLICT');
    // A registered refusal code has its own text, with its own status only (lib/contract/error-codes.ts).
    expect(parseErrorBody(409, body({ message: 'ROOM_NOT_AVAILABLE', description: 'Room 1 is taken' })).messageKey).toBe('errors.codes.ROOM_NOT_AVAILABLE');
    expect(parseErrorBody(422, body({ message: 'PRICE_NOT_RECALCULATED' })).messageKey).toBe('errors.codes.PRICE_NOT_RECALCULATED');
    expect(parseErrorBody(422, body({ message: 'ROOM_NOT_AVAILABLE' })).messageKey).toBeNull();
    expect(parseErrorBody(409, body({ message: 'toString' })).messageKey).toBe('errors.CONFLICT');
    expect(parseErrorBody(400, body({ message: 'Arrival after departure' })).messageKey).toBeNull();
  });

  it('parseErrorResponse reads a fetch Response', async () => {
    const p = await parseErrorResponse(new Response(body({ error: 'NotFoundError', message: 'Not Found', statusCode: 404 }), { status: 404 }));
    expect(p).toMatchObject({ status: 404, messageKey: 'errors.NOT_FOUND' });
    expect((await parseErrorResponse(new Response('nope', { status: 500 }))).messageKey).toBe('errors.INVALID_JSON_RESPONSE');
  });

  it('network failure and ApiError', () => {
    expect(networkError()).toMatchObject({ status: 0, messageKey: 'errors.NETWORK' });
    const err = new ApiError(parseErrorBody(404, body({ message: 'Not Found' })));
    expect(err).toBeInstanceOf(Error);
    expect(err.status).toBe(404);
    expect(err.message).toBe('Not Found');
  });
});

describe('snackbar', () => {
  it('status code with a translated errors.* key', () => {
    expect(errorSnackbar(parseErrorBody(403, body({ message: 'x' })))).toEqual({ variant: 'error', status: 403, messageKey: 'errors.FORBIDDEN_RESSOURCE', text: null, durationMs: 6000 });
  });
  it('or the server description', () => {
    expect(errorSnackbar(parseErrorBody(400, body({ message: 'Arrival after departure', description: 'arrival must be before departure' }))))
      .toMatchObject({ status: 400, messageKey: null, text: 'arrival must be before departure' });
  });
  it("default 'An unknown error occured'", () => {
    expect(errorSnackbar(null)).toMatchObject({ messageKey: 'errors.unknown', status: null });
    // A registered refusal code: its text, and the server's specifics as the detail.
    expect(errorSnackbar(parseErrorBody(409, body({ message: 'ROOM_LOCKED', description: 'Room 4 is locked.' }))))
      .toMatchObject({ status: 409, messageKey: 'errors.codes.ROOM_LOCKED', text: null, detail: 'Room 4 is locked.' });
    expect(errorLine('Text', 'Detail')).toBe('Text – Detail');
    expect(errorLine('Text', null)).toBe('Text');
    expect(errorSnackbar(parseErrorBody(400, body({ message: 'Something odd' })))).toMatchObject({ status: 400, messageKey: 'errors.unknown' });
    expect(en.errors.unknown).toBe('An unknown error occured');
    expect(en.errors.UNKNOWN_ERROR).toBe('Unknown Error');
  });
  it('no status for network failures; durations 6 s and 3 s', () => {
    expect(errorSnackbar(networkError())).toMatchObject({ status: null, messageKey: 'errors.NETWORK' });
    expect(SNACKBAR_ERROR_MS).toBe(6000);
    expect(SNACKBAR_SUCCESS_MS).toBe(3000);
    expect(successSnackbar('passwordReset.changed')).toEqual({ variant: 'success', status: null, messageKey: 'passwordReset.changed', text: null, durationMs: 3000 });
  });
  it('every key the parser can produce has an English and a German text', () => {
    for (const k of ERROR_KEYS) expect((en.errors as Record<string, unknown>)[k], k).toBeTruthy();
  });
});

describe('bootstrap and dynamic loads', () => {
  const p = (status: number, message = 'x') => parseErrorBody(status, body({ message }));
  it('401 is unauthorized, suppressed before bootstrap', () => {
    expect(bootstrapFailure(p(401), { loggedInNonGuest: false, bootstrapped: true })).toBe('unauthorized');
    expect(bootstrapFailure(p(401), { loggedInNonGuest: false, bootstrapped: false })).toBe('ignore');
  });
  it('token-expired text triggers token-expired handling', () => {
    expect(bootstrapFailure(p(401, 'token expired'), { loggedInNonGuest: true, bootstrapped: false })).toBe('tokenExpired');
  });
  it('403 throws unless a logged-in non-guest', () => {
    expect(bootstrapFailure(p(403), { loggedInNonGuest: false, bootstrapped: true })).toBe('error');
    expect(bootstrapFailure(p(403), { loggedInNonGuest: true, bootstrapped: true })).toBe('ignore');
    expect(bootstrapFailure(p(500), { loggedInNonGuest: true, bootstrapped: true })).toBe('error');
  });
  it('a failed screen load reloads after 250 ms unless on localhost', () => {
    expect(DYNAMIC_LOAD_RELOAD_MS).toBe(250);
    expect(reloadAfterFailedLoad('app.example.com')).toBe(true);
    expect(reloadAfterFailedLoad('localhost')).toBe(false);
    expect(reloadAfterFailedLoad('127.0.0.1')).toBe(false);
  });
});
