// One question of a public form as a native control (date, time, text, choices, stars), with its
// label, the required mark and the error under it. Display elements (Header, Image, Video,
// Download) show their label only: the definition holds no file for them.
import { useTranslations } from 'next-intl';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TFormElement } from '@/lib/contract/form-access';
import { labelOf, MULTI_CHOICE, type TInputError } from '@/lib/guest-form/answers';

type TProps = {
  el: TFormElement;
  name: string;
  lang: 'de' | 'en';
  value: string | string[] | undefined;
  error: TInputError | undefined;
  /** Keyboard and autofill of a text question (lib/contract/guest-form-elements.ts). */
  hint?: { type?: string; autoComplete?: string };
};

const INPUT_TYPE: Partial<Record<TFormElement['type'], string>> = { Date: 'date', Time: 'time', DateTime: 'datetime-local' };
const idOf = (name: string) => `q-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export function ElementInput({ el, name, lang, value, error, hint }: TProps) {
  const t = useTranslations('guestForm');
  const label = labelOf(el, lang);
  const id = idOf(name);
  if (el.type === 'Header') return <h3 className="pt-2 text-base font-semibold text-slate-900 sm:col-span-2">{label}</h3>;
  if (el.type === 'Image' || el.type === 'Video' || el.type === 'Download') return <p className="text-sm text-slate-700 sm:col-span-2">{label}</p>;

  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const mark = el.required ? <span aria-hidden className="ml-0.5 text-red-700">*</span> : null;
  const errorText = error ? <p id={errorId} role="alert" className="text-sm text-red-700">{t(`errors.${error}`)}</p> : null;
  const one = typeof value === 'string' ? value : '';
  const options = el.options ?? [];
  const wide = el.type === 'QuestionLong' || MULTI_CHOICE.includes(el.type) || el.type === 'Radio' || el.type === 'Stars';

  if (MULTI_CHOICE.includes(el.type) || el.type === 'Radio' || el.type === 'Stars') {
    const multi = MULTI_CHOICE.includes(el.type);
    const choices = el.type === 'Stars' ? ['1', '2', '3', '4', '5'] : options;
    const chosen = new Set(Array.isArray(value) ? value : one ? [one] : []);
    return (
      <fieldset className="space-y-1 sm:col-span-2" aria-describedby={described} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-medium">{label}{mark}</legend>
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
      {control}
      {errorText}
    </div>
  );
}
