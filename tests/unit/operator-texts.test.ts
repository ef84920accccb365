// Issue 38 item 2: the operator's texts are merged over the shipped messages at their dotted keys,
// per language; the shipped tree is never changed; a key the messages no longer hold is left out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withOverrides } from '../../lib/i18n/operator-texts';

const shipped = { common: { save: 'Speichern', cancel: 'Abbrechen' }, home: { title: 'Start' } };

describe('withOverrides', () => {
  it('puts the language\'s texts in at their keys, leaves the rest and the shipped tree alone', () => {
    const out = withOverrides(shipped, { 'common.save': { de: 'Sichern', en: 'Keep' }, 'home.title': { en: 'Home' } }, 'de');
    expect(out).toEqual({ common: { save: 'Sichern', cancel: 'Abbrechen' }, home: { title: 'Start' } });
    expect(shipped.common.save).toBe('Speichern');
  });

  it('ignores keys the shipped messages do not hold, or that name a namespace', () => {
    const out = withOverrides(shipped, { 'common.gone': { de: 'x' }, common: { de: 'y' }, 'home.title.deeper': { de: 'z' } }, 'de');
    expect(out).toBe(shipped);
  });
});

describe('messagesWithOperatorTexts (the web instance\'s copy of the texts)', () => {
  afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); });

  it('asks with the last ETag at most once a second; a 304 keeps the texts; a change shows next second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { messagesWithOperatorTexts } = await import('../../lib/i18n/operator-texts');
    const answer = (save: string, etag: string) => new Response(JSON.stringify({ languages: ['de', 'en'], keys: [], overrides: { 'common.save': { de: save } } }), { status: 200, headers: { etag } });
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const sent = (init.headers as Record<string, string>)['if-none-match'];
      return fetch.mock.calls.length === 1 ? answer('Sichern', '"a"') : sent === '"a"' && fetch.mock.calls.length === 2 ? new Response(null, { status: 304 }) : answer('Ablegen', '"b"');
    });
    vi.stubGlobal('fetch', fetch);
    expect((await messagesWithOperatorTexts('de', shipped)).common).toMatchObject({ save: 'Sichern' });
    vi.setSystemTime(Date.now() + 200);
    expect((await messagesWithOperatorTexts('de', shipped)).common).toMatchObject({ save: 'Sichern' });
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1000);
    expect((await messagesWithOperatorTexts('de', shipped)).common).toMatchObject({ save: 'Sichern' });
    expect((fetch.mock.calls[1][1].headers as Record<string, string>)['if-none-match']).toBe('"a"');
    vi.setSystemTime(Date.now() + 1000);
    expect((await messagesWithOperatorTexts('de', shipped)).common).toMatchObject({ save: 'Ablegen' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(shipped.common.save).toBe('Speichern');
  });
});
