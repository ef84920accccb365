// The resource form's values → payload conversion and its validation through the contract
// schemas, with the spec's validation messages (section 5).
import { describe, expect, it } from 'vitest';
import { formSchema, toFormValues, toPayload, toWireValue } from '@/components/resources/form/form-values';
import { decodeIssue, encodeIssue, issueOf, zodIssueMessage } from '@/components/resources/form/issue-messages';
import { airport, port, destination } from '@/lib/contract/resources/geo';

const messages = (schema: ReturnType<typeof formSchema>, values: unknown) => {
  const r = schema.safeParse(values, { error: zodIssueMessage });
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), decodeIssue(i.message)]));
};

describe('form values', () => {
  it('starts a new record with the field defaults and empty inputs', () => {
    const v = toFormValues(destination, ['name', 'timezone', 'isActive', 'description', 'country'], null);
    expect(v).toEqual({ name: '', timezone: 'Europe/Berlin', isActive: true, description: { de: '', en: '' }, country: '' });
  });

  it('shows a stored record: numbers as text, null as empty', () => {
    const v = toFormValues(port, ['name', 'latitude', 'destination'], { name: 'Benoa', latitude: -8.75, destination: null });
    expect(v).toEqual({ name: 'Benoa', latitude: '-8.75', destination: '' });
  });

  it('turns inputs into wire values: empty clears nullable fields, numbers parse (also 1,5)', () => {
    expect(toWireValue(port.fields.latitude, '')).toBeNull();
    expect(toWireValue(port.fields.latitude, '1,5')).toBe(1.5);
    expect(toWireValue(port.fields.latitude, 'abc')).toBe('abc');
    expect(toWireValue(port.fields.name, '')).toBe('');
    expect(toWireValue(port.fields.destination, '')).toBeNull();
    expect(toWireValue(destination.fields.description, { de: 'Insel', en: '' })).toEqual({ de: 'Insel' });
    expect(toPayload(port, ['name', 'code', 'isActive'], { name: 'X', code: '', isActive: false })).toEqual({ name: 'X', code: null, isActive: false });
  });
});

describe('form validation with the contract schema', () => {
  it('accepts a valid new record and gives the trimmed payload', () => {
    const r = formSchema(airport, ['code', 'name', 'city', 'country'], 'create').safeParse({ code: 'DPS', name: ' Ngurah Rai ', city: 'Denpasar', country: 'ID' });
    expect(r.success && r.data).toEqual({ code: 'DPS', name: 'Ngurah Rai', city: 'Denpasar', country: 'ID' });
  });

  it('reports required, length and number problems with the spec messages', () => {
    const create = formSchema(port, ['name', 'code', 'latitude'], 'create');
    expect(messages(create, { name: '  ', code: 'ABCDEFGHIJKL', latitude: 'north' })).toEqual({
      name: { key: 'validation.required' },
      code: { key: 'validation.maxLength', values: { max: 10 } },
      latitude: { key: 'validation.number' },
    });
    expect(messages(create, { name: 'P', code: '', latitude: '91' })).toEqual({ latitude: { key: 'validation.max', values: { max: 90 } } });
    expect(messages(create, { name: 'P', code: '', latitude: '-91' })).toEqual({ latitude: { key: 'validation.min', values: { min: -90 } } });
    const ap = formSchema(airport, ['code', 'name', 'city', 'country'], 'create');
    expect(messages(ap, { code: 'DP', name: 'n', city: 'c', country: 'ID' })).toEqual({ code: { key: 'validation.minLength', values: { min: 3 } } });
  });

  it('an update may clear optional fields but not a required one', () => {
    const update = formSchema(port, ['name', 'code'], 'update');
    expect(update.safeParse({ name: 'Renamed', code: '' }).success).toBe(true);
    expect(messages(update, { name: '' })).toEqual({ name: { key: 'validation.required' } });
    expect(update.safeParse({ name: 'x', code: 'y', extra: 1 }).success).toBe(true); // the form sends only its fields
  });

  it('rejects an unknown reference id', () => {
    const r = formSchema(port, ['name', 'destination'], 'create').safeParse({ name: 'P', destination: 'not-an-id' }, { error: zodIssueMessage });
    expect(r.success).toBe(false);
  });
});

describe('issue messages', () => {
  it('encodes and decodes keys with values', () => {
    const m = encodeIssue({ key: 'validation.maxLength', values: { max: 5 } });
    expect(decodeIssue(m)).toEqual({ key: 'validation.maxLength', values: { max: 5 } });
    expect(decodeIssue('validation.required')).toEqual({ key: 'validation.required' });
    expect(decodeIssue('Must be an ISO country code')).toEqual({ key: 'validation.invalid' });
    expect(decodeIssue(undefined)).toBeNull();
  });

  it('maps zod issue kinds', () => {
    expect(issueOf({ code: 'invalid_type', input: undefined, expected: 'string' })).toEqual({ key: 'validation.required' });
    expect(issueOf({ code: 'invalid_format', format: 'email' })).toEqual({ key: 'validation.email' });
    expect(issueOf({ code: 'invalid_value', input: 'x' })).toEqual({ key: 'validation.invalid' });
    expect(issueOf({ code: 'too_small', origin: 'array', minimum: 1 })).toEqual({ key: 'validation.required' });
  });
});

describe('screen extra fields', () => {
  it('a new user needs a first password; the edit form has none', async () => {
    const { screenById, formResource } = await import('@/lib/resources/screens');
    const users = screenById('users');
    const create = formResource(users, 'create');
    const update = formResource(users, 'update');
    expect('password' in create.fields).toBe(true);
    expect('password' in update.fields).toBe(false);
    const fields = users.fields.map((f) => f.field);
    const schema = formSchema(create, fields.filter((f) => f in create.fields), 'create');
    const base = { name: 'New Clerk', email: 'clerk@example.com', userType: 'user', scopes: [] };
    expect(messages(schema, { ...base, password: 'abc' })).toEqual({ password: { key: 'validation.minLength', values: { min: 5 } } });
    const ok = schema.safeParse({ ...base, password: 'abcdef' });
    expect(ok.success && ok.data).toMatchObject({ name: 'New Clerk', password: 'abcdef' });
  });
});

describe('records in the spec user shape', () => {
  it('the user form reads scopes, role and agency from the answer of /api/users', async () => {
    const { screenById, formResource, recordOf } = await import('@/lib/resources/screens');
    const users = screenById('users');
    const wire = {
      id: 'u1', name: 'Clerk', email: 'c@example.com', userType: 'user', status: 'active', permissions: { scope: ['settings.read'] },
      role: null, agency: '7c9e6679-7425-40de-944b-e07fc1f90ae7', customer: null, isCRMUser: true,
    };
    const v = toFormValues(formResource(users, 'update'), ['scopes', 'agencyId', 'isCrmUser', 'roleId'], recordOf(users, wire));
    expect(v).toEqual({ scopes: ['settings.read'], agencyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', isCrmUser: true, roleId: '' });
  });
});
