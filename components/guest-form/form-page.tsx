// The public form pages (/forms/{id}/{token}, /guestform/{id}/{token}, /guestform-m/{id}/{token}):
// the form its link opens, rendered on the server with no script. A link that opens no form is
// the ordinary 404 page, whether the id or the token is wrong.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/i18n/scoped-messages';
import { GuestFrame } from '@/components/shell/guest-frame';
import { formatDate } from '@/lib/format';
import { isLanguage } from '@/lib/i18n/pick-language';
import { requireRoute } from '@/lib/session/require-route';
import { ScriptFree } from '@/components/book/script-free';
import { labelOf } from '@/lib/guest-form/answers';
import { AnswerForm } from './answer-form';
import type { TAnswerTarget } from './answer-state';
import { loadForm } from './load';

export type TFormPageProps = { params: Promise<{ id: string; token: string }> };
type TRoute = { prefix: '/forms' | '/guestform' | '/guestform-m'; kind: TAnswerTarget['kind']; layout: TAnswerTarget['layout'] };

/** The link is a password: no search engine keeps the page, and no Referer carries it to another
 *  site. ('no-referrer' would also make the browser send `Origin: null` with the form's own POST,
 *  which the server action's origin check refuses; 'same-origin' keeps both.) */
export async function formMetadata(): Promise<Metadata> {
  const t = await getTranslations('guestForm');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

export async function FormPage({ route, params }: { route: TRoute; params: TFormPageProps['params'] }) {
  const { id, token } = await params;
  const session = await requireRoute(`${route.prefix}/${encodeURIComponent(id)}/${encodeURIComponent(token)}`);
  const locale = await getLocale();
  const lang = isLanguage(locale) ? locale : 'de';
  const target: TAnswerTarget = { kind: route.kind, id, token, layout: route.layout };
  const form = await loadForm(target, lang);
  if (!form) notFound();
  const t = await getTranslations('guestForm');
  const description = form.description ? labelOf({ key: '', label: form.description }, lang) : '';
  return (
    <GuestFrame language={lang} showLogin={!session}>
      {/* A signature may be drawn (a script); without one, the page ships none. */}
      {!form.elements.some((el) => el.type === 'Signature') && <ScriptFree />}
      <article className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <header className="space-y-1">
          <h1 className="text-xl font-semibold">{form.name}</h1>
          {description && <p className="whitespace-pre-line text-sm text-slate-700">{description}</p>}
          <p className="text-sm text-slate-600">{form.editable ? t('intro') : t('closed')}</p>
          {form.editable && form.submittedAt && <p className="text-sm text-slate-600">{t('submittedAt', { date: formatDate(form.submittedAt, 'dateTime') })}</p>}
        </header>
        <ScopedMessages paths={['guestForm']}>
          <AnswerForm form={form} target={{ ...target, layout: form.layout === 'multi' ? 'multi' : target.layout }} lang={lang} />
        </ScopedMessages>
      </article>
    </GuestFrame>
  );
}
