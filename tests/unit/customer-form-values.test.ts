// The customer form's values → the wire body (components/customers/customer-form-values.ts).
import { describe, expect, it } from 'vitest';
import { customerFormSchema, toCustomerBody, toCustomerFormValues } from '@/components/customers/customer-form-values';

const blank = toCustomerFormValues(null);

describe('customer form values', () => {
  it('a new customer: full name from first and last name, flat e-mail and country follow contact and address, blanks left out', () => {
    const v = { ...blank, masterData: { ...blank.masterData, firstName: ' Ada ', lastName: 'Reef', gender: 'f', birthday: '1990-02-03', nationality: 'de' },
      contact: { email: 'ada@example.com', phone: '' }, address: { ...blank.address, city: 'Kiel', country: 'de' } };
    const body = toCustomerBody(v, 'create');
    expect(body).toMatchObject({ fullName: 'Ada Reef', email: 'ada@example.com', country: 'DE', masterData: { firstName: 'Ada', nationality: 'DE', birthday: '1990-02-03' }, address: { city: 'Kiel', country: 'DE' } });
    expect(body.contact).toEqual({ email: 'ada@example.com' });
    expect('note' in body).toBe(false);
    expect(customerFormSchema('create', []).safeParse(v).success).toBe(true);
  });

  it('an update clears emptied optional fields and never sends locked ones', () => {
    const stored = toCustomerFormValues({ fullName: 'Ada Reef', email: 'ada@example.com', note: 'VIP', agency: 'x', customerType: 'customer', masterData: { gender: 'f', birthday: '1990-02-03' } });
    const v = { ...stored, note: '', masterData: { ...stored.masterData, birthday: '' }, contact: { email: '', phone: '' } };
    const body = toCustomerBody(v, 'update', ['note', 'agency', 'customerType']);
    expect(body).toMatchObject({ email: null, masterData: { birthday: null } });
    expect('note' in body).toBe(false);
    expect('agency' in body).toBe(false);
    expect('customerType' in body).toBe(false);
  });

  it('the contract schema reports a bad birthday and a missing name', () => {
    const bad = { ...blank, masterData: { ...blank.masterData, birthday: '31.02.1990' } };
    const r = customerFormSchema('create', []).safeParse(bad);
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['fullName', 'masterData.birthday']));
  });
});
