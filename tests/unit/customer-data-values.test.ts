// The customer data fields' value rules (lib/contract/customer-data-values.ts), shared by the
// customer form and the upstream's meta write: checks per kind, form input to stored value and
// back, and which values a save sends.
import { describe, expect, it } from 'vitest';
import { changedDataValues, dataValueIssue, toDataInput, toDataValue } from '../../lib/contract/customer-data-values';
import type { TCustomerDataField } from '../../lib/contract/resources/parties';

const field = (kind: TCustomerDataField['kind'], more: Partial<TCustomerDataField> = {}): TCustomerDataField => ({ key: `k.${kind}`, label: { en: kind }, kind, ...more });

describe('dataValueIssue', () => {
  it('checks each kind', () => {
    expect(dataValueIssue(field('text'), 'x')).toBeNull();
    expect(dataValueIssue(field('text'), 3)).toBe('text');
    expect(dataValueIssue(field('text'), 'x'.repeat(2001))).toBe('tooLong');
    expect(dataValueIssue(field('number'), 4.5)).toBeNull();
    expect(dataValueIssue(field('number'), '4')).toBe('number');
    expect(dataValueIssue(field('date'), '2028-02-29')).toBeNull();
    expect(dataValueIssue(field('date'), '2027-02-29')).toBe('date');
    expect(dataValueIssue(field('bool'), false)).toBeNull();
    expect(dataValueIssue(field('bool'), 'yes')).toBe('bool');
    expect(dataValueIssue(field('select', { options: ['A', 'B'] }), 'B')).toBeNull();
    expect(dataValueIssue(field('select', { options: ['A', 'B'] }), 'C')).toBe('option');
  });

  it('a required field needs a value; a yes/no field is always answered', () => {
    expect(dataValueIssue(field('text', { required: true }), null)).toBe('required');
    expect(dataValueIssue(field('text', { required: true }), '  ')).toBe('required');
    expect(dataValueIssue(field('number', { required: true }), null)).toBe('required');
    expect(dataValueIssue(field('bool', { required: true }), null)).toBeNull();
    expect(dataValueIssue(field('text'), null)).toBeNull();
  });
});

describe('form values', () => {
  it('turn into stored values and back', () => {
    expect(toDataValue(field('number'), ' 12,5 ')).toBe(12.5);
    expect(toDataValue(field('number'), 'many')).toBe('many');
    expect(toDataValue(field('text'), '   ')).toBeNull();
    expect(toDataValue(field('bool'), true)).toBe(true);
    expect(toDataInput(field('number'), 7)).toBe('7');
    expect(toDataInput(field('bool'), undefined)).toBe(false);
    expect(toDataInput(field('date'), null)).toBe('');
  });

  it('a save sends only what changed; an untouched unset yes/no stays unset', () => {
    const fields = [field('text'), field('number'), field('bool'), field('date')];
    const stored = { 'k.text': 'old', 'k.number': 3 };
    expect(changedDataValues(fields, { 'k.text': 'old', 'k.number': '3', 'k.bool': false, 'k.date': '' }, stored)).toEqual({});
    expect(changedDataValues(fields, { 'k.text': '', 'k.number': '4', 'k.bool': true, 'k.date': '2027-01-02' }, stored))
      .toEqual({ 'k.text': null, 'k.number': 4, 'k.bool': true, 'k.date': '2027-01-02' });
    expect(changedDataValues([field('bool')], { 'k.bool': false }, { 'k.bool': true })).toEqual({ 'k.bool': false });
  });
});

describe('the customer form\'s data fields (components/customers/customer-data-save.ts)', () => {
  it('names fields by their place, so keys with dots stay flat, and checks them with the record', async () => {
    const { dataByKey, dataErrorPath, dataFormValues, withDataChecks } = await import('../../components/customers/customer-data-save');
    const fields = [field('number', { key: 'dive.count' }), field('text', { key: 'dive.note', required: true })];
    const data = dataFormValues(fields, { 'dive.count': 12 });
    expect(data).toEqual({ f0: '12', f1: '' });
    expect(dataByKey(fields, { f0: '13', f1: 'x' })).toEqual({ 'dive.count': '13', 'dive.note': 'x' });
    expect(dataErrorPath(fields, 'dive.note')).toBe('data.f1');
    const base = async () => ({ values: { fullName: 'A' }, errors: {} });
    const resolver = withDataChecks(base as never, fields, (issue) => `bad:${issue}`);
    const bad = await resolver({ data: { f0: 'many', f1: '' } } as never, undefined, {} as never);
    expect(bad.errors).toEqual({ data: { f0: { type: 'validate', message: 'bad:number' }, f1: { type: 'validate', message: 'bad:required' } } });
    const good = await resolver({ data: { f0: '3', f1: 'x' } } as never, undefined, {} as never);
    expect(good).toEqual({ values: { fullName: 'A' }, errors: {} });
  });
});
