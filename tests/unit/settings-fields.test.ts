// Issue 38 item 1: the generic settings form reads its fields from the group's schema and turns the
// drafts back into a patch of the changed keys only.
import { describe, expect, it } from 'vitest';
import { EXCHANGE_RATES_DEFAULTS, GENERAL_DEFAULTS, ZExchangeRatesSettings, ZGeneralSettings } from '../../lib/contract/settings';
import { draftOf, fieldsOf, patchOf } from '../../lib/config/settings-fields';

describe('fieldsOf', () => {
  const specs = fieldsOf(ZGeneralSettings, GENERAL_DEFAULTS);
  const byPath = Object.fromEntries(specs.map((s) => [s.path, s]));
  it('every key of the general schema has a field, of the kind its type asks for', () => {
    for (const key of Object.keys(ZGeneralSettings.shape)) expect(specs.some((s) => s.path === key || s.path.startsWith(`${key}.`)), key).toBe(true);
    expect(byPath.childMaxAge).toMatchObject({ kind: 'number', integer: true, min: 0, max: 25 });
    expect(byPath.allowAgencyBooking.kind).toBe('boolean');
    expect(byPath.paidPublicBooking).toMatchObject({ kind: 'select', options: ['confirmed', 'planned'] });
    expect(byPath.supportedLanguages).toMatchObject({ kind: 'choices', options: ['de', 'en'] });
    expect(byPath.currencies.kind).toBe('list');
    expect(byPath['defaultTax.inclusive'].kind).toBe('boolean');
    expect(byPath['diversPerGuideByLevel.rescue']).toMatchObject({ kind: 'number', optional: true });
  });

  it('a record group has one field a key', () => {
    expect(fieldsOf(ZExchangeRatesSettings, { ...EXCHANGE_RATES_DEFAULTS, USD: 1.1 }).map((s) => s.path)).toEqual(['EUR', 'USD']);
  });
});

describe('patchOf', () => {
  const specs = fieldsOf(ZGeneralSettings, GENERAL_DEFAULTS);
  it('only changed keys, nested values rebuilt, lists split', () => {
    const drafts = { childMaxAge: '12', currencies: 'EUR, USD', 'defaultTax.value': '19', 'diversPerGuideByLevel.rescue': '6' };
    expect(patchOf(specs, drafts, GENERAL_DEFAULTS)).toEqual({
      patch: { childMaxAge: 12, currencies: ['EUR', 'USD'], defaultTax: { value: 19, inclusive: true }, diversPerGuideByLevel: { rescue: 6 } },
      unreadable: [],
    });
  });
  it('a number that is none is named, not sent', () => {
    expect(patchOf(specs, { childMaxAge: 'twelve' }, GENERAL_DEFAULTS)).toEqual({ patch: {}, unreadable: ['childMaxAge'] });
  });
  it('drafts of the current values make no patch', () => {
    const drafts = Object.fromEntries(specs.map((s) => [s.path, draftOf(s, GENERAL_DEFAULTS)]));
    expect(patchOf(specs, drafts, GENERAL_DEFAULTS).patch).toEqual({});
  });
  it('a record entry emptied is reset (null)', () => {
    const values = { EUR: 1, USD: 1.1 };
    expect(patchOf(fieldsOf(ZExchangeRatesSettings, values), { USD: '' }, values).patch).toEqual({ USD: null });
  });
});
