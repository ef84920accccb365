// What the generic resource screens show for a refused write, and the picture tag the template
// editor inserts: a registered 409 code shows its translated text and the server's description
// (where a record is still used), another 409 the description, other errors keep the catalogue's
// translated text; the <img> escapes its alt for HTML and handlebars.
import { describe, expect, it } from 'vitest';
import { imageTag, insertAt } from '../../components/resources/form/insert-picture';
import { preferDescription, refusalText } from '../../components/resources/form/server-error';
import { ApiError, parseErrorValue } from '../../lib/errors';

const t = (key: string) => `T(${key})`;
const apiError = (status: number, body: object) => new ApiError(parseErrorValue(status, body));

describe('refused writes of the generic resources', () => {
  it('a registered 409 code shows its translated text, then the description that says where', () => {
    const err = apiError(409, { error: 'ConflictError', message: 'MEDIA_IN_USE', statusCode: 409, description: 'The file is still used by tours "Wreck week" (images).' });
    expect(err.parsed.messageKey).toBe('errors.codes.MEDIA_IN_USE');
    expect(refusalText(err, t)).toBe('T(errors.codes.MEDIA_IN_USE) – The file is still used by tours "Wreck week" (images).');
    expect(preferDescription(err)).toBe(err);
  });

  it('another 409 with a description shows the description, not the generic conflict text', () => {
    const err = apiError(409, { error: 'ConflictError', message: 'Held elsewhere', statusCode: 409, description: 'Still used by bookings.' });
    expect(err.parsed.messageKey).toBe('errors.CONFLICT');
    expect(refusalText(err, t)).toBe('Still used by bookings.');
    expect(preferDescription(err)).toMatchObject({ status: 409, messageKey: null, description: 'Still used by bookings.' });
  });

  it('a 409 without a description, and other statuses, keep the translated catalogue text', () => {
    const bare = apiError(409, { message: 'Conflict' });
    expect(refusalText(bare, t)).toBe('T(errors.CONFLICT)');
    expect(preferDescription(bare)).toBe(bare);
    const forbidden = apiError(403, { message: 'Forbidden', description: 'internal detail' });
    expect(refusalText(forbidden, t)).toBe('T(errors.FORBIDDEN_RESSOURCE)');
    expect(refusalText(new Error('boom'), t)).toBe('T(errors.unknown)');
  });
});

describe('the picture the template editor inserts', () => {
  it('escapes the alt text for HTML and for handlebars', () => {
    expect(imageTag('/api/media/1/data?v=2', 'Reef "north" {{booking.number}} <b>'))
      .toBe('<img src="/api/media/1/data?v=2" alt="Reef &quot;north&quot; &#123;&#123;booking.number&#125;&#125; &lt;b&gt;" style="display:block;max-width:100%;height:auto;border:0">');
  });

  it('goes in at the cursor, replacing a selection, and the caret lands after it', () => {
    expect(insertAt('Hello world', '<img>', 6, 6)).toEqual({ value: 'Hello <img>world', caret: 11 });
    expect(insertAt('Hello world', '<img>', 6, 11)).toEqual({ value: 'Hello <img>', caret: 11 });
    expect(insertAt('ab', 'X', 99, 120)).toEqual({ value: 'abX', caret: 3 });
  });
});
