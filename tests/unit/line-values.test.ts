// The names of the operator's data per language on calculation lines (lib/contract/line-values.ts).
import { describe, expect, it } from 'vitest';
import { localValues, namedValues, namesIn } from '@/lib/contract/line-values';

describe('line values in a language', () => {
  it('keeps the name and each non-empty translation under field@lang', () => {
    expect(namedValues('season', 'High season', { de: 'Hochsaison', en: ' ' })).toEqual({ season: 'High season', 'season@de': 'Hochsaison' });
    expect(namedValues('name', 'Early bird', undefined)).toEqual({ name: 'Early bird' });
  });

  it('overlays the language\'s values and leaves out the other languages', () => {
    const v = { season: 'High season', 'season@de': 'Hochsaison', 'season@en': 'High season (EN)', nights: 3 };
    expect(localValues(v, 'de')).toEqual({ season: 'Hochsaison', nights: 3 });
    expect(localValues(v, 'en')).toEqual({ season: 'High season (EN)', nights: 3 });
    expect(localValues({ season: 'Sommer', nights: 2 }, 'en')).toEqual({ season: 'Sommer', nights: 2 });
    expect(localValues(null, 'de')).toEqual({});
  });

  it('reads a stored or typed names value: trimmed, non-empty texts only', () => {
    expect(namesIn({ de: ' Hochsaison ', en: '', fr: 'x' })).toEqual({ de: 'Hochsaison' });
    expect(namesIn(null)).toEqual({});
    expect(namesIn({ de: 3 })).toEqual({});
  });
});
