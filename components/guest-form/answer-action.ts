'use server';
// The public form's server action (also a plain POST without JavaScript): reads the form again by
// its link (its questions decide how the posted fields are read), sends the answers with
// POST /api/{form|guestform}/{id}?token= and gives back what was stored or what to correct.
import { getLocale } from 'next-intl/server';
import { ApiError } from '@/lib/errors';
import { upstreamJson } from '@/lib/http/upstream-client';
import type { TPublicForm } from '@/lib/contract/form-access';
import { inputErrors, inputValues, readAnswers } from '@/lib/guest-form/answers';
import type { TAnswerState, TAnswerTarget } from './answer-state';
import { formCall, loadForm } from './load';

const text = (form: FormData, k: string) => (typeof form.get(k) === 'string' ? (form.get(k) as string) : '');

function targetOf(posted: FormData): TAnswerTarget | null {
  const kind = text(posted, 'kind');
  const layout = text(posted, 'layout');
  if (kind !== 'form' && kind !== 'guestform') return null;
  if (layout !== '' && layout !== 'single' && layout !== 'multi') return null;
  return { kind, id: text(posted, 'id'), token: text(posted, 'token'), layout };
}

export async function answerAction(_prev: TAnswerState, posted: FormData): Promise<TAnswerState> {
  const lang = (await getLocale()) === 'en' ? 'en' : 'de';
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
    return { status: 'saved', values: inputValues(saved, saved.data), submittedAt: saved.submittedAt ?? new Date().toISOString() };
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.parsed.isValidation && err.parsed.fields.length) return { status: 'invalid', values, errors: inputErrors(err.parsed.fields) };
      if (err.status === 409) return { status: 'closed', values };
      if (err.status === 404) return { status: 'gone', values };
    }
    return { status: 'failed', values };
  }
}
