'use server';
// The public form's server action (also a plain POST without JavaScript): reads the form again by
// its link (its questions decide how the posted fields are read), sends the answers with
// POST /api/{form|guestform}/{id}?token= and gives back what was stored or what to correct.
import { getLocale } from 'next-intl/server';
import { ApiError } from '@/lib/errors';
import { upstreamJson } from '@/lib/http/upstream-client';
import type { TPublicForm } from '@/lib/contract/form-access';
import { inputErrors, inputValues, readAnswers } from '@/lib/guest-form/answers';
import { GUEST_FORM_FILES } from '@/lib/contract/guest-form-elements';
import type { TAnswerState, TAnswerTarget, TFileOutcome } from './answer-state';
import { formCall, loadForm } from './load';
import { contentLanguage } from '@/lib/i18n/ui-language';

const text = (form: FormData, k: string) => (typeof form.get(k) === 'string' ? (form.get(k) as string) : '');

function targetOf(posted: FormData): TAnswerTarget | null {
  const kind = text(posted, 'kind');
  const layout = text(posted, 'layout');
  if (kind !== 'form' && kind !== 'guestform') return null;
  if (layout !== '' && layout !== 'single' && layout !== 'multi') return null;
  return { kind, id: text(posted, 'id'), token: text(posted, 'token'), layout };
}

export async function answerAction(_prev: TAnswerState, posted: FormData): Promise<TAnswerState> {
  const lang = contentLanguage(await getLocale());
  const target = targetOf(posted);
  let form: TPublicForm | null;
  try {
    form = target && await loadForm(target, lang);
  } catch {
    return { status: 'failed', values: {} };
  }
  if (!target || !form) return { status: 'gone', values: {} };
  const data = readAnswers(form, posted);
  const values = inputValues(form, data);
  try {
    const saved = await upstreamJson<TPublicForm>(formCall({ ...target, layout: form.layout }), { method: 'POST', lang, body: { data } });
    const files = target.kind === 'guestform' ? await sendFiles(target, posted, lang) : {};
    return { status: 'saved', values: inputValues(saved, saved.data), submittedAt: saved.submittedAt ?? new Date().toISOString(), files };
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.parsed.isValidation && err.parsed.fields.length) return { status: 'invalid', values, errors: inputErrors(err.parsed.fields) };
      if (err.status === 409) return { status: 'closed', values };
      if (err.status === 404) return { status: 'gone', values };
    }
    return { status: 'failed', values };
  }
}

/** The guest form's file answers (inputs named file.<key>), each sent on with the link's token
 *  after the answers were stored; the upstream checks size and type. */
async function sendFiles(target: TAnswerTarget, posted: FormData, lang: 'de' | 'en'): Promise<Record<string, TFileOutcome>> {
  const out: Record<string, TFileOutcome> = {};
  for (const { key } of GUEST_FORM_FILES) {
    const file = posted.get(`file.${key}`);
    if (!(file instanceof File) || file.size === 0) continue;
    const body = new FormData();
    body.set('file', file, file.name);
    try {
      const path = `/api/guestform/${encodeURIComponent(target.id)}/files/${key}?${new URLSearchParams({ token: target.token })}`;
      await upstreamJson(path, { method: 'POST', lang, body });
      out[key] = 'sent';
    } catch (err) {
      out[key] = err instanceof ApiError && err.status === 413 ? 'tooLarge' : err instanceof ApiError && err.status === 415 ? 'type' : 'failed';
    }
  }
  return out;
}
