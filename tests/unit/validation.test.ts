import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import {
  custom, email, equals, flightNumber, integerMin0, issueFromMessage, maxDate, maxFileSize, maxLength, maxValue, minDate,
  minLength, minValue, nonZero, notEquals, passwordResetSaveSchema, passwordScreenRules, required, resolveDateBound,
  validate, VALIDATION_KEYS, ZClubPasswordResetSave, ZLoginForm, ZPasswordResetRequest, ZPasswordResetSave,
} from '@/lib/validation';

const key = (r: { key: string } | null) => r?.key ?? null;

describe('required', () => {
  it('objects and files count as filled', () => {
    expect(required({})).toBeNull();
    expect(required(new Blob(['x']))).toBeNull();
    expect(required({ size: 0, name: 'a.pdf' })).toBeNull();
    expect(required(0)).toBeNull();
    expect(required(false)).toBeNull();
    expect(required('x')).toBeNull();
    expect(required([1])).toBeNull();
  });
  it('empty values are missing', () => {
    for (const v of [undefined, null, '', '   ', [], Number.NaN]) expect(key(required(v))).toBe('validation.required');
  });
});

describe('max file size in KB', () => {
  it('defaults to 256 KB with the size in the message', () => {
    expect(maxFileSize({ size: 256 * 1024 })).toBeNull();
    expect(maxFileSize({ size: 256 * 1024 + 1 })).toEqual({ key: 'validation.maxFileSize', values: { size: 256 } });
    expect(maxFileSize({ size: 2000 }, 1)).toEqual({ key: 'validation.maxFileSize', values: { size: 1 } });
    expect(maxFileSize(null)).toBeNull();
  });
});

describe('length', () => {
  it('min and max length, empty passes', () => {
    expect(minLength('abc', 3)).toBeNull();
    expect(minLength('ab', 3)).toEqual({ key: 'validation.minLength', values: { min: 3 } });
    expect(maxLength('abcd', 3)).toEqual({ key: 'validation.maxLength', values: { max: 3 } });
    expect(maxLength('abc', 3)).toBeNull();
    expect(minLength('', 3)).toBeNull();
  });
});

describe('email (basic pattern, 2 to 4 letter top-level domain)', () => {
  it.each(['a@b.de', 'first.last+tag@mail.example.com', 'x@y.info', ' a@b.de '])('accepts %s', (v) => expect(email(v)).toBeNull());
  it.each(['a@b', 'a@b.c', 'a@b.museum', 'a b@c.de', 'a@@b.de', '@b.de', 'a@.de', 'a@b..de', 'a@b.d3'])('rejects %s', (v) =>
    expect(key(email(v))).toBe('validation.email'));
});

describe('flight-number-like pattern', () => {
  it.each(['LH123', 'LH 123', 'U2 1', '4U 12345', 'ABC1'])('accepts %s', (v) => expect(flightNumber(v)).toBeNull());
  it.each(['L1', 'ABCD123', 'LH1234567', 'L 123', 'LH  12', 'LH', 'LH-123', 'LH 12a'])('rejects %s', (v) =>
    expect(key(flightNumber(v))).toBe('validation.flightNumber'));
});

describe('numbers', () => {
  it('min and max numeric value', () => {
    expect(minValue(5, 5)).toBeNull();
    expect(minValue('4', 5)).toEqual({ key: 'validation.min', values: { min: 5 } });
    expect(maxValue('1,5', 1)).toEqual({ key: 'validation.max', values: { max: 1 } });
    expect(maxValue(1, 1)).toBeNull();
    expect(key(minValue('abc', 1))).toBe('validation.number');
    expect(minValue('', 1)).toBeNull();
  });
  it('non-zero', () => {
    expect(key(nonZero(0))).toBe('validation.nonZero');
    expect(key(nonZero('0.0'))).toBe('validation.nonZero');
    expect(nonZero(-1)).toBeNull();
  });
  it('integer of at least 0', () => {
    expect(integerMin0(0)).toBeNull();
    expect(integerMin0('12')).toBeNull();
    expect(key(integerMin0(-1))).toBe('validation.integerMin0');
    expect(key(integerMin0(1.5))).toBe('validation.integerMin0');
  });
  it('property: integerMin0 passes exactly the non-negative integers', () => {
    fc.assert(fc.property(fc.integer(), (n) => {
      expect(integerMin0(n) === null).toBe(n >= 0);
    }));
  });
});

describe('equals / not-equals / custom', () => {
  it('compare values', () => {
    expect(equals('a', 'a')).toBeNull();
    expect(key(equals('a', 'b'))).toBe('validation.equals');
    expect(notEquals('a', 'b')).toBeNull();
    expect(key(notEquals('a', 'a'))).toBe('validation.notEquals');
    expect(custom(3, (n) => n > 2)).toBeNull();
    expect(custom(1, (n) => n > 2)).toEqual({ key: 'validation.invalid' });
    expect(custom(1, (n) => n > 2, 'booking.tooFew')).toEqual({ key: 'booking.tooFew' });
  });
  it('validate returns the first failing rule', () => {
    expect(key(validate('', [required, email]))).toBe('validation.required');
    expect(key(validate('x', [required, email]))).toBe('validation.email');
    expect(validate('a@b.de', [required, email])).toBeNull();
  });
});

describe('dates with absolute, relative and named bounds', () => {
  const now = new Date(2026, 2, 10, 15, 30); // 10.03.2026 afternoon
  it('resolves bounds to calendar days', () => {
    expect(resolveDateBound('+3 days', { now })).toEqual(new Date(2026, 2, 13));
    expect(resolveDateBound('-1 week', { now })).toEqual(new Date(2026, 2, 3));
    expect(resolveDateBound('+1 month', { now })).toEqual(new Date(2026, 3, 10));
    expect(resolveDateBound('today', { now })).toEqual(new Date(2026, 2, 10));
    expect(resolveDateBound('tomorrow', { now })).toEqual(new Date(2026, 2, 11));
    expect(resolveDateBound('2026-01-31')).toEqual(new Date(2026, 0, 31));
    expect(resolveDateBound('arrival', { named: { arrival: '2026-05-01' } })).toEqual(new Date(2026, 4, 1));
    expect(resolveDateBound('arrival +2 days', { named: { arrival: '2026-05-01' } })).toEqual(new Date(2026, 4, 3));
    expect(resolveDateBound('departure', { named: {} })).toBeNull();
  });
  it('on or after a minimum', () => {
    expect(minDate('2026-03-13', '+3 days', { now })).toBeNull();
    expect(minDate(new Date(2026, 2, 13, 0, 1), '+3 days', { now })).toBeNull();
    expect(minDate('2026-03-12', '+3 days', { now })).toEqual({ key: 'validation.minDate', values: { date: '13.03.2026' } });
  });
  it('on or before a maximum', () => {
    expect(maxDate('2026-05-01', 'arrival', { named: { arrival: '2026-05-01' } })).toBeNull();
    expect(maxDate('2026-05-02', 'arrival', { named: { arrival: '2026-05-01' } })).toEqual({ key: 'validation.maxDate', values: { date: '01.05.2026' } });
  });
  it('an invalid date or an unknown bound', () => {
    expect(key(minDate('2026-02-30', 'today', { now }))).toBe('validation.date');
    expect(minDate('2026-01-01', 'arrival', { now })).toBeNull();
    expect(minDate('', 'today', { now })).toBeNull();
  });
});

describe('password screen', () => {
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('plain rules give the spec messages in order', () => {
    expect(passwordScreenRules.email('')).toBe('validation.emailRequired');
    expect(passwordScreenRules.email('nope')).toBe('validation.emailInvalid');
    expect(passwordScreenRules.email('a@b.de')).toBeNull();
    expect(passwordScreenRules.password('')).toBe('validation.passwordRequired');
    expect(passwordScreenRules.password('abcd')).toBe('validation.passwordMinLength');
    expect(passwordScreenRules.password('abcde')).toBeNull();
    expect(passwordScreenRules.passwordRepeat('abcde', 'abcdf')).toBe('validation.passwordsMatch');
    expect(passwordScreenRules.token(' ')).toBe('validation.tokenRequired');
  });

  it('save mode reports every field at once, one message each', () => {
    expect(issues(ZPasswordResetSave.safeParse({ token: '', email: '', password: '', passwordRepeat: 'x' }))).toEqual({
      token: 'validation.tokenRequired', email: 'validation.emailRequired', password: 'validation.passwordRequired', passwordRepeat: 'validation.passwordsMatch',
    });
    expect(issues(ZPasswordResetSave.safeParse({ token: 't', email: 'bad', password: 'abcd', passwordRepeat: 'abcd' }))).toEqual({
      email: 'validation.emailInvalid', password: 'validation.passwordMinLength',
    });
    expect(issues(ZPasswordResetSave.safeParse({}))).toMatchObject({ token: 'validation.tokenRequired', email: 'validation.emailRequired', password: 'validation.passwordRequired' });
  });

  it('a valid save passes with the email trimmed', () => {
    const r = ZPasswordResetSave.safeParse({ token: 'tok', email: ' a@b.de ', password: 'abcde', passwordRepeat: 'abcde' });
    expect(r.success && r.data).toEqual({ token: 'tok', email: 'a@b.de', password: 'abcde', passwordRepeat: 'abcde' });
  });

  it('the club variant has no token field', () => {
    expect(ZClubPasswordResetSave.safeParse({ email: 'a@b.de', password: 'abcde', passwordRepeat: 'abcde' }).success).toBe(true);
    expect(passwordResetSaveSchema({ club: true })).toBe(ZClubPasswordResetSave);
    expect(passwordResetSaveSchema({ club: false })).toBe(ZPasswordResetSave);
    expect(issues(ZClubPasswordResetSave.safeParse({ email: 'a@b.de', password: 'abcde', passwordRepeat: 'abcdx' }))).toEqual({ passwordRepeat: 'validation.passwordsMatch' });
  });

  it('reset mode and login', () => {
    expect(issues(ZPasswordResetRequest.safeParse({ email: '' }))).toEqual({ email: 'validation.emailRequired' });
    expect(ZPasswordResetRequest.safeParse({ email: 'a@b.de' }).success).toBe(true);
    expect(issues(ZLoginForm.safeParse({ email: 'a@b.de', password: '' }))).toEqual({ password: 'validation.passwordRequired' });
    expect(ZLoginForm.safeParse({ email: 'a@b.de', password: 'x' }).success).toBe(true);
  });

  it('the English texts are the spec wording', () => {
    const t = (k: string, values: Record<string, string | number> = {}) =>
      Object.entries(values).reduce((s, [n, v]) => s.replace(`{${n}}`, String(v)), (en.validation as Record<string, string>)[k.replace('validation.', '')]);
    const minLen = issueFromMessage(VALIDATION_KEYS.passwordMinLength);
    expect(t(VALIDATION_KEYS.emailRequired)).toBe('E-Mail is required');
    expect(t(VALIDATION_KEYS.emailInvalid)).toBe('E-mail must be valid');
    expect(t(VALIDATION_KEYS.passwordRequired)).toBe('Password is required');
    expect(t(minLen.key, minLen.values)).toBe('Password must be longer than 4 characters');
    expect(t(VALIDATION_KEYS.passwordsMatch)).toBe('Passwords must match');
    expect(t(VALIDATION_KEYS.tokenRequired)).toBe('Token is required');
    const size = issueFromMessage(VALIDATION_KEYS.maxFileSize);
    expect(t(size.key, size.values)).toContain('256');
  });

  it('every validation key has a message', () => {
    for (const k of Object.values(VALIDATION_KEYS)) expect((en.validation as Record<string, string>)[k.replace('validation.', '')], k).toBeTruthy();
  });
});
