// A language the operator added (general.textLanguages) as the screens' language: chosen by the
// cookie or the browser among de, en and the added ones; records stay de or en (English for an
// added language); the switch names it in the screen's language.
import { describe, expect, it } from 'vitest';
import { addedChoices, contentLanguage, pickUiLanguage, uiLanguages } from '../../lib/i18n/ui-language';
import { pickLanguage, preferredOf } from '../../lib/validation/language';

describe('the screens\' language', () => {
  it('offers de, en and the added two-letter languages, each once', () => {
    expect(uiLanguages(['fr', 'it'])).toEqual(['de', 'en', 'fr', 'it']);
    expect(uiLanguages(['en', 'fr-CA', 'FR', 'es'])).toEqual(['de', 'en', 'es']);
  });

  it('takes the cookie when it is one of them, else the browser\'s among them, else de', () => {
    expect(pickUiLanguage('fr', 'en', ['fr'])).toBe('fr');
    expect(pickUiLanguage('fr', 'en', [])).toBe('en');
    expect(pickUiLanguage(null, 'fr-FR,fr;q=0.9,en;q=0.8', ['fr'])).toBe('fr');
    expect(pickUiLanguage(null, 'fr-FR,fr;q=0.9,en;q=0.8', [])).toBe('en');
    expect(pickUiLanguage(undefined, 'it;q=0.2,es;q=0.9', ['it'])).toBe('it');
    expect(pickUiLanguage('xx', null, ['fr'])).toBe('de');
  });

  it('keeps records in de or en: English for an added language', () => {
    expect(contentLanguage('de')).toBe('de');
    expect(contentLanguage('en')).toBe('en');
    expect(contentLanguage('fr')).toBe('en');
  });

  it('names an added language in the screen\'s language', () => {
    expect(addedChoices(['fr'], 'en')).toEqual([{ code: 'fr', name: 'French' }]);
    expect(addedChoices(['fr'], 'de')).toEqual([{ code: 'fr', name: 'Französisch' }]);
    expect(addedChoices(['fr'], 'fr')).toEqual([{ code: 'fr', name: 'français' }]);
  });

  it('the Accept-Language rule is one: de or en for the upstream, any list for the screens', () => {
    expect(pickLanguage('fr, en;q=0.5')).toBe('en');
    expect(pickLanguage('fr')).toBe('de');
    expect(preferredOf('fr;q=0, it', ['fr', 'it'])).toBe('it');
    expect(preferredOf(null, ['de'])).toBeNull();
  });
});
