// Issue 38 item 2: the operator's texts (settings group translations) are kept apart from the
// shipped ones and per language: saving one language never drops another's wording; null gives a
// language back its shipped text; a third language added by the operator (general.textLanguages)
// is listed and takes texts; GET /api/translation/keys revalidates by ETag.
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
const write = (body: unknown) => t.api.call('POST', '/api/settings/group/translations', { token: t.admin, body });
const keys = async (etag?: string) => t.api.call('GET', '/api/translation/keys', { headers: etag ? { 'if-none-match': etag } : {} });

describe('translation overrides', () => {
  it('a key\'s languages are saved one at a time and keep each other', async () => {
    expect((await write({ 'common.save': { de: 'Sichern' } })).status).toBe(200);
    const res = await write({ 'common.save': { en: 'Keep' } });
    expect(res.status).toBe(200);
    expect((await res.json() as Record<string, unknown>)['common.save']).toEqual({ de: 'Sichern', en: 'Keep' });
    const body = await (await keys()).json() as { keys: string[]; overrides: Record<string, unknown>; languages: string[] };
    expect(body.keys).toContain('common.save');
    expect(body.overrides['common.save']).toEqual({ de: 'Sichern', en: 'Keep' });
  });

  it('null gives one language back its shipped text; a key without texts is gone', async () => {
    await write({ 'common.cancel': { de: 'Lieber nicht', en: 'Rather not' } });
    await write({ 'common.cancel': { de: null } });
    let o = (await (await keys()).json() as { overrides: Record<string, unknown> }).overrides;
    expect(o['common.cancel']).toEqual({ en: 'Rather not' });
    await write({ 'common.cancel': { en: null } });
    o = (await (await keys()).json() as { overrides: Record<string, unknown> }).overrides;
    expect(o).not.toHaveProperty('common.cancel');
  });

  it('a third language is added in general.textLanguages, listed, and takes texts', async () => {
    const added = await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { textLanguages: ['fr'] } });
    expect(added.status).toBe(200);
    expect((await write({ 'common.save': { fr: 'Enregistrer' } })).status).toBe(200);
    const body = await (await keys()).json() as { languages: string[]; overrides: Record<string, unknown> };
    expect(body.languages).toEqual(['de', 'en', 'fr']);
    expect(body.overrides['common.save']).toEqual({ de: 'Sichern', en: 'Keep', fr: 'Enregistrer' });
    const dup = await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { textLanguages: ['de'] } });
    expect(dup.status).toBe(400);
    expect(await dup.json()).toMatchObject({ statusCode: 400, method: 'POST' });
  });

  it('bad keys, languages and empty texts are refused in the spec\'s error shape', async () => {
    for (const body of [{ 'bad key!': { de: 'x' } }, { 'common.save': { deu: 'x' } }, { 'common.save': { de: '' } }]) {
      const res = await write(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'ValidationError', statusCode: 400, path: '/api/settings/group/translations' });
    }
  });

  it('GET /api/translation/keys answers 304 while unchanged, 200 after a change', async () => {
    const etag = (await keys()).headers.get('etag')!;
    expect((await keys(etag)).status).toBe(304);
    await write({ 'common.save': { de: 'Speichern!' } });
    expect((await keys(etag)).status).toBe(200);
  });
});
