// The segment screens' criteria inputs (components/crm/criteria.ts): typed text becomes the
// contract's criteria (money in minor units, country codes upper-cased, empty inputs left out),
// a stored filter's criteria come back into the inputs unchanged, and the contract accepts what
// the inputs produce.
import { describe, expect, it } from 'vitest';
import { toCriteria, toInputs } from '@/components/crm/criteria';
import { ZAgencyCriteria, ZCustomerCriteria } from '@/lib/contract/segments';

describe('segment criteria inputs', () => {
  it('turn typed values into customer criteria the contract accepts', () => {
    const inputs = { ...toInputs('customers', {}), countries: 'de, at ch', staysMin: '2', revenueMin: '1500,50', certification: 'advanced', verifiedOnly: true, birthMonth: '3', text: '  ada ', groups: ['2f1c9a4e-8d3b-4c1a-9e7f-0a1b2c3d4e5f'] };
    const criteria = toCriteria('customers', inputs);
    expect(criteria).toEqual({ countries: ['DE', 'AT', 'CH'], staysMin: 2, revenueMin: 150050, certification: 'advanced', verifiedOnly: true, birthMonth: 3, text: 'ada', groups: ['2f1c9a4e-8d3b-4c1a-9e7f-0a1b2c3d4e5f'] });
    expect(ZCustomerCriteria.safeParse(criteria).success).toBe(true);
  });

  it('leave out empty inputs and unchecked boxes', () => {
    expect(toCriteria('customers', toInputs('customers', {}))).toEqual({});
    expect(toCriteria('agencies', { ...toInputs('agencies', {}), isActive: 'false', types: ['resell'] })).toEqual({ isActive: false, types: ['resell'] });
  });

  it('a saved filter comes back into the inputs and out again unchanged', () => {
    const saved = { countries: ['IS'], lastStayFrom: '2027-01-01', revenueMax: 99900, direct: true, birthdayWithinDays: 0 };
    expect(toCriteria('customers', toInputs('customers', saved))).toEqual(saved);
    const agency = { types: ['travel', 'employee'], bookingsMin: 5, isActive: true };
    expect(ZAgencyCriteria.parse(toCriteria('agencies', toInputs('agencies', agency)))).toEqual(agency);
  });

  it('passes a number that does not parse on as typed, so the upstream names it', () => {
    expect(toCriteria('customers', { ...toInputs('customers', {}), staysMin: 'two' })).toEqual({ staysMin: 'two' });
    expect(ZCustomerCriteria.safeParse({ staysMin: 'two' }).success).toBe(false);
  });
});
