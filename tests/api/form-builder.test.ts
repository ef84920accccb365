// The form builder (issue 20, /formdef): the element list's rules on every definition write,
// versions (a form answered under version 1 keeps its questions after an edit), the files of
// Image/Video/Download elements for the link's holder, and signatures sealed with a keyed MAC
// of the form's content that the server computes and checks again.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TTestApi } from '../helpers/api';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let api: TTestApi;
let admin: string;

const json = async (res: Response) => (await res.json()) as TJson;
const staff = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin, body });
const guest = (method: string, path: string, body?: unknown) => api.call(method, path, { body });
const t = (en: string) => ({ en, de: `${en} (de)` });

async function ok(res: Response): Promise<TJson> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function upload(bytes: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', bytes, name);
  const res = await api.app.request('/api/media/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(201);
  return (await json(res)).id;
}

/** A form of the definition with its link's token. */
async function formOf(formdef: string): Promise<{ id: string; token: string }> {
  const { id } = await ok(await staff('POST', '/api/form', { name: 'Test form', formdef }));
  const { links } = await ok(await staff('GET', `/api/form/${id}/links`));
  return { id, token: (links[0].path as string).split('/').pop()! };
}

const fieldPaths = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = await json(res);
  expect(body.error).toBe('ValidationError');
  return (body.fields as TJson[]).map((f) => f.path).sort();
};

beforeAll(async () => {
  api = await createTestApi();
  admin = (await json(await api.call('POST', '/api/auth/token', { body: { email: 'admin@example.com', password: 'demo-password' } }))).token;
});

describe('the element list of a definition', () => {
  it('takes every element type with its options, help text and media, and starts at version 1', async () => {
    const png = await upload(new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')], { type: 'image/png' }), 'dot.png');
    const pdf = await upload(new Blob(['%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' }), 'rules.pdf');
    const elements = [
      { type: 'Header', key: 'h', label: t('About you') },
      { type: 'Text', key: 'name', label: t('Name'), help: t('As in your passport'), required: true },
      { type: 'QuestionShort', key: 'short', label: t('Short') },
      { type: 'QuestionLong', key: 'long', label: t('Long') },
      { type: 'Date', key: 'd', label: t('Day') },
      { type: 'Time', key: 'tm', label: t('Time') },
      { type: 'DateTime', key: 'dt', label: t('When') },
      { type: 'MultipleChoice', key: 'mc', label: t('Which'), options: ['A', 'B'] },
      { type: 'MultipleSelect', key: 'ms', label: t('Which ones'), options: ['X', 'Y'] },
      { type: 'Radio', key: 'r', label: t('Yes or no'), options: ['Yes', 'No'] },
      { type: 'Select', key: 's', label: t('Pick'), options: ['One'] },
      { type: 'Stars', key: 'st', label: t('Rate') },
      { type: 'Image', key: 'img', label: t('Map'), media: png },
      { type: 'Video', key: 'vid', label: t('Briefing'), media: png },
      { type: 'Download', key: 'dl', label: t('Rules'), media: pdf },
      { type: 'Signature', key: 'sig', label: t('Signature'), required: true },
    ];
    const def = await ok(await staff('POST', '/api/formdef', { name: 'All types', elements }));
    expect(def.version).toBe(1);
    expect(def.elements).toHaveLength(16);
    expect(def.elements[1]).toMatchObject({ help: t('As in your passport'), required: true });
    expect([...def.media].sort()).toEqual([png, pdf].sort());
    // A file a definition shows is not deleted from the library.
    const del = await staff('DELETE', `/api/media/${pdf}`);
    expect(del.status).toBe(409);
  });

  it('refuses duplicate keys, choices without options, options where none belong, media elements without a file, and required display elements', async () => {
    const res = await staff('POST', '/api/formdef', { name: 'Bad', elements: [
      { type: 'Text', key: 'a' },
      { type: 'Text', key: 'a' },
      { type: 'Radio', key: 'r' },
      { type: 'Select', key: 's', options: ['x', 'x'] },
      { type: 'Stars', key: 'st', options: ['1'] },
      { type: 'Image', key: 'img' },
      { type: 'Header', key: 'h', required: true },
      { type: 'Text', key: 'txt', media: '00000000-0000-4000-8000-000000000000' },
    ] });
    expect(await fieldPaths(res)).toEqual([
      'elements.1.key', 'elements.2.options', 'elements.3.options', 'elements.4.options', 'elements.5.media', 'elements.6.required', 'elements.7.media',
    ]);
    expect(await fieldPaths(await staff('POST', '/api/formdef', { name: 'Bad type', elements: [{ type: 'Slider', key: 'x' }] }))).toEqual(['elements.0.type']);
    expect(await fieldPaths(await staff('POST', '/api/formdef', { name: 'Bad key', elements: [{ type: 'Text', key: '1st' }] }))).toEqual(['elements.0.key']);
    // A file that is not in the library.
    const unknown = await staff('POST', '/api/formdef', { name: 'Ghost', elements: [{ type: 'Image', key: 'i', media: '00000000-0000-4000-8000-000000000000' }] });
    expect(unknown.status).toBe(400);
    // An update is held to the same rules, and nothing changes.
    const def = await ok(await staff('POST', '/api/formdef', { name: 'Good', elements: [{ type: 'Text', key: 'a' }] }));
    expect(await fieldPaths(await staff('POST', `/api/formdef/${def.id}`, { elements: [{ type: 'Radio', key: 'a' }] }))).toEqual(['elements.0.options']);
    expect(await ok(await staff('GET', `/api/formdef/${def.id}`))).toMatchObject({ version: 1, elements: [{ type: 'Text', key: 'a' }] });
  });

  it('keeps version and media out of the caller\'s hands', async () => {
    const res = await staff('POST', '/api/formdef', { name: 'Sneaky', version: 7, elements: [] });
    expect(res.status).toBe(400);
  });
});

describe('versions', () => {
  it('an answer given under version 1 still shows with its questions after the definition changed', async () => {
    const def = await ok(await staff('POST', '/api/formdef', { name: 'Dive check', elements: [
      { type: 'Radio', key: 'ear', label: t('Ear problems?'), options: ['Yes', 'No'], required: true },
    ] }));
    const { id, token } = await formOf(def.id);
    await ok(await guest('POST', `/api/form/${id}?token=${token}`, { data: { ear: 'No' } }));
    expect((await ok(await staff('GET', `/api/form/${id}`))).formdefVersion).toBe(1);

    // The question is replaced: version 2.
    const changed = await ok(await staff('POST', `/api/formdef/${def.id}`, { elements: [
      { type: 'Stars', key: 'mood', label: t('How do you feel?'), required: true },
    ] }));
    expect(changed.version).toBe(2);
    // Only the active switch: no new version.
    expect((await ok(await staff('POST', `/api/formdef/${def.id}`, { isActive: false }))).version).toBe(2);

    // The guest's link and staff still see version 1 with the answer.
    const view = await ok(await guest('GET', `/api/form/${id}?token=${token}`));
    expect(view).toMatchObject({ version: 1, data: { ear: 'No' } });
    expect(view.elements.map((e: TJson) => e.key)).toEqual(['ear']);
    const v1 = await ok(await staff('GET', `/api/formdef/${def.id}/versions/1`));
    expect(v1).toMatchObject({ version: 1, current: false, elements: [{ key: 'ear', label: t('Ear problems?') }] });
    expect(v1.formHash).toBe(view.formHash);
    const versions = await ok(await staff('GET', `/api/formdef/${def.id}/versions`));
    expect(versions.map((v: TJson) => [v.version, v.current, v.answers])).toEqual([[2, true, 0], [1, false, 1]]);
    expect((await staff('GET', `/api/formdef/${def.id}/versions/9`)).status).toBe(404);

    // Sending again keeps version 1 (the answers belong to its questions).
    await ok(await guest('POST', `/api/form/${id}?token=${token}`, { data: { ear: 'Yes' } }));
    expect((await ok(await staff('GET', `/api/form/${id}`))).formdefVersion).toBe(1);

    // A new form of the definition asks version 2.
    const fresh = await formOf(def.id);
    const freshView = await ok(await guest('GET', `/api/form/${fresh.id}?token=${fresh.token}`));
    expect(freshView.version).toBe(2);
    expect(freshView.elements.map((e: TJson) => e.key)).toEqual(['mood']);
    // A definition with forms is not deleted, and an answered form keeps its definition.
    expect((await staff('DELETE', `/api/formdef/${def.id}`)).status).toBe(409);
    const other = await ok(await staff('POST', '/api/formdef', { name: 'Other', elements: [] }));
    expect((await staff('POST', `/api/form/${id}`, { formdef: other.id })).status).toBe(409);
    expect((await ok(await staff('POST', `/api/form/${fresh.id}`, { formdef: other.id }))).formdef).toBe(other.id);
  });
});

describe('signatures', () => {
  const path = 'M10 20L30 40 L50 45M60 60L70 80';

  it('the server checks the form the signer saw, stamps the time and seals the answers with a keyed MAC', async () => {
    const def = await ok(await staff('POST', '/api/formdef', { name: 'Waiver', elements: [
      { type: 'Text', key: 'who', label: t('Name'), required: true },
      { type: 'Signature', key: 'sig', label: t('Signature'), required: true },
    ] }));
    const { id, token } = await formOf(def.id);
    const view = await ok(await guest('GET', `/api/form/${id}?token=${token}`));
    expect(view.formHash).toMatch(/^[0-9a-f]{64}$/);

    // Missing, malformed drawing, a hash of another form.
    expect(await fieldPaths(await guest('POST', `/api/form/${id}?token=${token}`, { data: { who: 'Ann' } }))).toEqual(['data.sig']);
    expect(await fieldPaths(await guest('POST', `/api/form/${id}?token=${token}`, { data: { who: 'Ann', sig: { name: 'Ann', path: '<script>', formHash: view.formHash } } }))).toEqual(['data.sig']);
    expect(await fieldPaths(await guest('POST', `/api/form/${id}?token=${token}`, { data: { who: 'Ann', sig: { name: 'Ann', formHash: 'a'.repeat(64) } } }))).toEqual(['data.sig']);

    const before = Date.now();
    const sent = await ok(await guest('POST', `/api/form/${id}?token=${token}`, { data: { who: 'Ann', sig: { name: 'Ann Diver', path, formHash: view.formHash } } }));
    const sig = sent.data.sig;
    expect(sig).toMatchObject({ name: 'Ann Diver', method: 'drawn', path, version: 1, formHash: view.formHash });
    expect(Date.parse(sig.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    // The seal is a keyed MAC (issue 31): not the bare SHA-256 of the canonical content, which
    // anyone who can write the table could compute for a rewritten form with an earlier date.
    const { contentHash, ...signed } = sig;
    const canonical = (v: unknown): unknown => (Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object'
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as TJson)[k])])) : v);
    const bare = (answers: TJson, signature: TJson) => createHash('sha256').update(JSON.stringify(canonical({ formHash: view.formHash, answers, signature }))).digest('hex');
    expect(contentHash).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(contentHash).not.toContain(bare({ who: 'Ann' }, signed));

    const checks = await ok(await staff('GET', `/api/form/${id}/signatures`));
    expect(checks).toEqual([{ key: 'sig', name: 'Ann Diver', method: 'drawn', signedAt: sig.signedAt, version: 1, contentHash, valid: true }]);

    // The office cannot change the answers behind the signature.
    const edit = await staff('POST', `/api/form/${id}`, { data: { ...sent.data, who: 'Bob' } });
    expect(edit.status).toBe(409);
    expect((await ok(await staff('GET', `/api/form/${id}/signatures`)))[0].valid).toBe(true);
    // Rewritten in the database and re-sealed the old way with an earlier date: not valid.
    const forged = { ...signed, signedAt: '2020-01-01T00:00:00.000Z' };
    const data = { who: 'Bob', sig: { ...forged, contentHash: bare({ who: 'Bob' }, forged) } };
    await api.handle.db.execute(sql`UPDATE forms SET data = ${JSON.stringify(data)}::jsonb WHERE id = ${id}`);
    expect((await ok(await staff('GET', `/api/form/${id}/signatures`)))[0].valid).toBe(false);
    // Nor with a seal in the keyed format but made without the key.
    const guessed = { ...data, sig: { ...forged, contentHash: `hmac-sha256:${bare({ who: 'Bob' }, forged)}` } };
    await api.handle.db.execute(sql`UPDATE forms SET data = ${JSON.stringify(guessed)}::jsonb WHERE id = ${id}`);
    expect((await ok(await staff('GET', `/api/form/${id}/signatures`)))[0].valid).toBe(false);
  });

  it('a typed signature works too; a signature on a page opened before the form changed is refused', async () => {
    const def = await ok(await staff('POST', '/api/formdef', { name: 'Medical', elements: [{ type: 'Signature', key: 'sig', required: true }] }));
    const { id, token } = await formOf(def.id);
    const old = await ok(await guest('GET', `/api/form/${id}?token=${token}`));
    await ok(await staff('POST', `/api/formdef/${def.id}`, { description: t('Read carefully') }));
    const refused = await guest('POST', `/api/form/${id}?token=${token}`, { data: { sig: { name: 'Ann', formHash: old.formHash } } });
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields).toEqual([expect.objectContaining({ path: 'data.sig', code: 'changed' })]);
    const now = await ok(await guest('GET', `/api/form/${id}?token=${token}`));
    expect(now.formHash).not.toBe(old.formHash);
    const sent = await ok(await guest('POST', `/api/form/${id}?token=${token}`, { data: { sig: { name: 'Ann', formHash: now.formHash } } }));
    expect(sent.data.sig).toMatchObject({ method: 'typed', version: 2 });
    expect(sent.data.sig).not.toHaveProperty('path');
    expect((await ok(await staff('GET', `/api/form/${id}/signatures`)))[0]).toMatchObject({ method: 'typed', valid: true });
  });
});

describe('files of a form for the link holder', () => {
  it('serves the files its elements show, with the token only, and nothing else', async () => {
    const pdf = await upload(new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' }), 'waiver.pdf');
    const other = await upload(new Blob(['%PDF-1.4\n2 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' }), 'secret.pdf');
    const def = await ok(await staff('POST', '/api/formdef', { name: 'With file', elements: [{ type: 'Download', key: 'dl', label: t('Rules'), media: pdf }] }));
    const { id, token } = await formOf(def.id);
    const res = await guest('GET', `/api/form/${id}/media/${pdf}?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toContain('%PDF');
    expect((await guest('GET', `/api/form/${id}/media/${other}?token=${token}`)).status).toBe(404);
    expect((await guest('GET', `/api/form/${id}/media/${pdf}?token=${'0'.repeat(64)}`)).status).toBe(404);
    // Without a login the library itself does not hand out documents.
    expect((await guest('GET', `/api/media/${pdf}/data`)).status).toBe(401);
  });
});

describe('the seeded diver forms', () => {
  it('a medical questionnaire of yes/no questions and a liability waiver, both ending in a signature, can be answered and signed', async () => {
    const { data } = await ok(await staff('GET', '/api/formdef?size=0'));
    const medical = data.find((d: TJson) => d.name === 'Diver medical questionnaire');
    const waiver = data.find((d: TJson) => d.name === 'Liability waiver');
    for (const def of [medical, waiver]) expect(def.elements.at(-1)).toMatchObject({ type: 'Signature', required: true });
    const questions = medical.elements.filter((e: TJson) => e.type === 'Radio');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    for (const q of questions) expect(q).toMatchObject({ options: ['Yes', 'No'], required: true });

    const { id, token } = await formOf(medical.id);
    const view = await ok(await guest('GET', `/api/form/${id}?token=${token}`));
    const answers = Object.fromEntries(questions.map((q: TJson) => [q.key, q.key === 'ears' ? 'Yes' : 'No']));
    const sent = await ok(await guest('POST', `/api/form/${id}?token=${token}`, { data: {
      fullName: 'Ann Diver', birthday: '1990-05-01', ...answers, details: 'Grommets as a child', signature: { name: 'Ann Diver', formHash: view.formHash },
    } }));
    // What dive readiness would read: a signed statement with a "Yes" needs a physician's approval.
    const yes = questions.filter((q: TJson) => sent.data[q.key] === 'Yes').map((q: TJson) => q.key);
    expect(yes).toEqual(['ears']);
    expect(sent.data.signature).toMatchObject({ name: 'Ann Diver', method: 'typed' });
  });
});
