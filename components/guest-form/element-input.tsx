// One question of a public form as a native control (date, time, text, choices, stars, the
// signature), with its label, its help text, the required mark and the error under it. Display
// elements show a header, or the media library file of an Image, Video or Download element (at
// the address `mediaHref` gives: the form link's own on the public page).
import { useTranslations } from 'next-intl';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TFormElement } from '@/lib/contract/form-access';
import { labelOf, MULTI_CHOICE, type TInputError } from '@/lib/guest-form/answers';
import { SignatureField } from './signature-field';

type TProps = {
  el: TFormElement;
  name: string;
  lang: 'de' | 'en';
  value: string | string[] | undefined;
  error: TInputError | undefined;
  /** Keyboard and autofill of a text question (lib/contract/guest-form-elements.ts). */
  hint?: { type?: string; autoComplete?: string };
  /** The address of a media library file the element shows (none: the label only). */
  mediaHref?: (media: string) => string;
  /** The hash of the form shown, which a signature sends back. */
  formHash?: string;
};

const INPUT_TYPE: Partial<Record<TFormElement['type'], string>> = { Date: 'date', Time: 'time', DateTime: 'datetime-local' };
const idOf = (name: string) => `q-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export function ElementInput({ el, name, lang, value, error, hint, mediaHref, formHash }: TProps) {
  const t = useTranslations('guestForm');
  const label = labelOf(el, lang);
  const id = idOf(name);
  const helpText = el.help ? labelOf({ key: '', label: el.help }, lang) : '';
  const helpId = `${id}-help`;
  const help = helpText ? <p id={helpId} className="whitespace-pre-line text-sm text-slate-600">{helpText}</p> : null;
  if (el.type === 'Header') return <div className="pt-2 sm:col-span-2"><h3 className="text-base font-semibold text-slate-900">{label}</h3>{help}</div>;
  if (el.type === 'Image' || el.type === 'Video' || el.type === 'Download') {
    const href = el.media && mediaHref ? mediaHref(el.media) : null;
    return (
      <div className="space-y-1 sm:col-span-2">
        {!href || el.type === 'Download' ? null : el.type === 'Image'
          // eslint-disable-next-line @next/next/no-img-element -- a library file served for this form
          ? <img src={href} alt={label} className="max-h-96 w-auto max-w-full rounded border border-slate-200" />
          : <video src={href} controls preload="metadata" aria-label={label} className="w-full max-w-2xl rounded border border-slate-200" />}
        {href && el.type === 'Download'
          ? <a href={href} className="inline-flex min-h-10 items-center text-sm font-medium text-sky-800 underline">{t('download', { name: label })}</a>
          : <p className="text-sm text-slate-700">{label}</p>}
        {help}
      </div>
    );
  }

  const errorId = `${id}-error`;
  const described = [error ? errorId : '', helpText ? helpId : ''].filter(Boolean).join(' ') || undefined;
  const mark = el.required ? <span aria-hidden className="ml-0.5 text-red-700">*</span> : null;
  const errorText = error ? <p id={errorId} role="alert" className="text-sm text-red-700">{t(`errors.${error}`)}</p> : null;
  const one = typeof value === 'string' ? value : '';
  if (el.type === 'Signature') {
    return <SignatureField id={id} name={name} label={label} required={el.required} value={one} formHash={formHash ?? ''} error={errorText} describedBy={described} help={help} />;
  }
  const options = el.options ?? [];
  const wide = el.type === 'QuestionLong' || MULTI_CHOICE.includes(el.type) || el.type === 'Radio' || el.type === 'Stars';

  if (MULTI_CHOICE.includes(el.type) || el.type === 'Radio' || el.type === 'Stars') {
    const multi = MULTI_CHOICE.includes(el.type);
    const choices = el.type === 'Stars' ? ['1', '2', '3', '4', '5'] : options;
    const chosen = new Set(Array.isArray(value) ? value : one ? [one] : []);
    return (
      <fieldset className="space-y-1 sm:col-span-2" aria-describedby={described} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-medium">{label}{mark}</legend>
        {help}
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {choices.map((c) => (
            <label key={c} className="flex min-h-10 items-center gap-2 text-sm">
              <input type={multi ? 'checkbox' : 'radio'} name={name} value={c} defaultChecked={chosen.has(c)} required={!multi && el.required}
                className="size-5 accent-sky-700" aria-label={el.type === 'Stars' ? t('stars', { n: Number(c) }) : undefined} />
              <span aria-hidden={el.type === 'Stars' || undefined}>{el.type === 'Stars' ? '★'.repeat(Number(c)) : c}</span>
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  let control;
  if (el.type === 'Select') {
    control = (
      <Select id={id} name={name} defaultValue={one} required={el.required} invalid={!!error} aria-describedby={described}
        placeholder={t('chooseOne')} options={options.map((o) => ({ value: o, label: o }))} />
    );
  } else if (el.type === 'QuestionLong') {
    control = <Textarea id={id} name={name} defaultValue={one} required={el.required} maxLength={5000} invalid={!!error} aria-describedby={described} />;
  } else {
    control = <Input id={id} name={name} type={INPUT_TYPE[el.type] ?? hint?.type ?? 'text'} autoComplete={hint?.autoComplete} defaultValue={one} required={el.required} maxLength={INPUT_TYPE[el.type] ? undefined : 500} invalid={!!error} aria-describedby={described} />;
  }
  return (
    <div className={wide ? 'space-y-1 sm:col-span-2' : 'space-y-1'}>
      <label htmlFor={id} className="block text-sm font-medium">{label}{mark}</label>
      {help}
      {control}
      {errorText}
    </div>
  );
}
