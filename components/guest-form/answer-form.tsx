'use client';
// The public form: the questions (one section per guest on a multi-guest form) and the send
// button. A server action through useActionState, so it posts and shows its errors and its
// confirmation without JavaScript; the page ships none (components/book/script-free.tsx).
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import type { TPublicForm } from '@/lib/contract/form-access';
import { GUEST_FORM_FILES, GUEST_INPUT_HINTS } from '@/lib/contract/guest-form-elements';
import { ownValue } from '@/lib/validation/own-key';
import { guestSlots, inputName, inputValues, takesAnswer } from '@/lib/guest-form/answers';
import { answerAction } from './answer-action';
import type { TAnswerState, TAnswerTarget } from './answer-state';
import { ElementInput } from './element-input';

const INITIAL: TAnswerState = { status: 'idle' };
const ALERT = 'rounded-md bg-red-50 p-3 text-sm text-red-900';

export function AnswerForm({ form, target, lang }: { form: TPublicForm; target: TAnswerTarget; lang: 'de' | 'en' }) {
  const t = useTranslations('guestForm');
  const [state, action, pending] = useActionState(answerAction, INITIAL);
  const values = state.status === 'idle' ? inputValues(form, form.data) : state.values;
  const errors = state.status === 'invalid' ? state.errors : {};
  const editable = form.editable && state.status !== 'closed';
  const sent = state.status === 'saved' || !!form.submittedAt;

  // The files of Image, Video and Download elements, opened by the form link's token.
  const mediaHref = (media: string) => `/api/${target.kind}/${encodeURIComponent(target.id)}/media/${encodeURIComponent(media)}?token=${encodeURIComponent(target.token)}`;
  // The guest questions' keyboards; autofill only for the person filling in (the first guest).
  const hintOf = (key: string, guest: number | null) => {
    const hint = form.kind === 'guestform' ? ownValue(GUEST_INPUT_HINTS, key) : undefined;
    return hint && guest ? { type: hint.type, autoComplete: hint.autoComplete ? 'off' : undefined } : hint;
  };
  const questions = (guest: number | null) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {form.elements.map((el) => {
        const name = inputName(guest, el.key);
        return <ElementInput key={el.key} el={el} name={name} lang={lang} value={takesAnswer(el) ? values[name] : undefined} error={errors[name]} hint={hintOf(el.key, guest)} mediaHref={mediaHref} formHash={form.formHash} />;
      })}
    </div>
  );

  return (
    <form action={action} className="space-y-4" noValidate>
      {Object.entries(target).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
      {state.status === 'saved' && <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">{t('saved')}</p>}
      {state.status === 'invalid' && <p role="alert" className={ALERT}>{errors.guests ? t('errors.tooMany') : t('fixErrors')}</p>}
      {(state.status === 'closed' || state.status === 'gone' || state.status === 'failed') && <p role="alert" className={ALERT}>{t(`errors.${state.status}`)}</p>}
      <fieldset disabled={!editable} className="space-y-4">
        {form.layout === 'single' ? questions(null) : guestSlots(form).map((g) => (
          <fieldset key={g} className="rounded-lg border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 text-base font-semibold">{t('guest', { n: (g ?? 0) + 1 })}</legend>
            {questions(g)}
          </fieldset>
        ))}
        {form.kind === 'guestform' && (
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 text-base font-semibold">{t('files.title')}</legend>
            <p className="text-sm text-slate-600">{t('files.hint')}</p>
            {GUEST_FORM_FILES.map((f) => {
              const outcome = state.status === 'saved' ? state.files?.[f.key] : undefined;
              return (
                <label key={f.key} className="block text-sm">
                  <span className="font-medium">{f.label[lang]}</span>
                  <input type="file" name={`file.${f.key}`} accept="image/jpeg,image/png,image/webp,image/heif,application/pdf" className="mt-1 block w-full text-sm" />
                  {outcome && <span role={outcome === 'sent' ? 'status' : 'alert'} className={outcome === 'sent' ? 'text-emerald-800' : 'text-red-800'}>{t(`files.${outcome}`)}</span>}
                </label>
              );
            })}
          </fieldset>
        )}
      </fieldset>
      {editable && (
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? t('sending') : sent ? t('sendAgain') : t('send')}
        </Button>
      )}
    </form>
  );
}
