// What the booking screens say when a call fails: the server's reason for conflicts.
import { describe, expect, it } from 'vitest';
import { ApiError, parseErrorValue } from '@/lib/errors';
import { errorText } from '@/lib/bookings/error-text';

const t = (key: string) => `<${key}>`;
const err = (status: number, body: object) => new ApiError(parseErrorValue(status, body));

describe('booking error text', () => {
  it('a 409 shows the description that names the room and the dates', () => {
    const e = err(409, { error: 'ConflictError', message: 'ROOM_NOT_AVAILABLE', statusCode: 409, description: 'Room 101 is not available from 2027-03-06 to 2027-03-09.' });
    expect(errorText(e, t)).toBe('Room 101 is not available from 2027-03-06 to 2027-03-09.');
  });

  it('a refused transition shows the allowed actions', () => {
    const e = err(409, { error: 'ConflictError', message: 'INVALID_STATE_TRANSITION', statusCode: 409, description: 'A booking in state aborted cannot confirm. Allowed: revert.' });
    expect(errorText(e, t)).toContain('Allowed: revert');
  });

  it('other errors use the catalogue; anything else is unknown', () => {
    expect(errorText(err(404, { message: 'Not Found', statusCode: 404 }), t)).toBe('<errors.NOT_FOUND>');
    expect(errorText(new Error('x'), t)).toBe('<errors.unknown>');
  });
});
