// Issue 38 item 2: /config/translations lists keys with shipped and operator texts, searches them,
// and counts what is changed and what is missing (a language the operator added has no shipped text).
import { describe, expect, it } from 'vitest';
import { flatMessages, textRows } from '../../lib/config/translation-rows';

const shipped = {
  de: flatMessages({ common: { save: 'Speichern', cancel: 'Abbrechen' } }),
  en: flatMessages({ common: { save: 'Save', cancel: 'Cancel', only: 'English only' } }),
};
const overrides = { 'common.save': { de: 'Sichern', fr: 'Enregistrer' } };
const base = { shipped, overrides, q: '', filter: 'all' as const, page: 1 };

describe('textRows', () => {
  it('shows each key with its shipped text and the operator\'s beside it', () => {
    const p = textRows({ ...base, lang: 'de' });
    expect(p.rows).toEqual([
      { key: 'common.cancel', shipped: 'Abbrechen', reference: null, override: null },
      { key: 'common.only', shipped: null, reference: null, override: null },
      { key: 'common.save', shipped: 'Speichern', reference: null, override: 'Sichern' },
    ]);
    expect({ changed: p.changed, missing: p.missing }).toEqual({ changed: 1, missing: 1 });
  });

  it('an added language: English as reference, missing = no text of the operator', () => {
    const p = textRows({ ...base, lang: 'fr', filter: 'missing' });
    expect(p.rows.map((r) => r.key)).toEqual(['common.cancel', 'common.only']);
    expect(p.rows[0]).toMatchObject({ shipped: null, reference: 'Cancel' });
    expect(p.missing).toBe(2);
  });

  it('searches keys and texts, shipped and own; filters the changed ones', () => {
    expect(textRows({ ...base, lang: 'de', q: 'sichern' }).rows.map((r) => r.key)).toEqual(['common.save']);
    expect(textRows({ ...base, lang: 'en', q: 'CANCEL' }).rows.map((r) => r.key)).toEqual(['common.cancel']);
    expect(textRows({ ...base, lang: 'fr', filter: 'changed' }).rows.map((r) => r.override)).toEqual(['Enregistrer']);
  });
});
