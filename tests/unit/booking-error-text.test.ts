// What the booking screens say when a call fails: a registered code's text with the server's
// specifics after it; the server's reason for other conflicts.
import { describe, expect, it } from 'vitest';
import { ApiError, parseErrorValue } from '@/lib/errors';
import { errorText } from '@/lib/bookings/error-text';

const t = (key: string) => `<${key}>`;
const err = (status: number, body: object) => new ApiError(parseErrorValue(status, body));

describe('booking error text', () => {
  it('a registered 409 shows its translated text, then the description that names the room and the dates', () => {
    const e = err(409, { error: 'ConflictError', message: 'ROOM_NOT_AVAILABLE', statusCode: 409, description: 'Room 101 is not available from 2027-03-06 to 2027-03-09.' });
    expect(errorText(e, t)).toBe('<errors.codes.ROOM_NOT_AVAILABLE> – Room 101 is not available from 2027-03-06 to 2027-03-09.');
    const bare = err(409, { error: 'ConflictError', message: 'TODO_SOLVED', statusCode: 409, description: 'TODO_SOLVED' });
    expect(errorText(bare, t)).toBe('<errors.codes.TODO_SOLVED>');
  });

  it('a 409 with a code outside the registry shows the description', () => {
    const e = err(409, { error: 'ConflictError', message: 'SOMETHING_ELSE', statusCode: 409, description: 'Bed 3 is taken.' });
    expect(errorText(e, t)).toBe('Bed 3 is taken.');
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
