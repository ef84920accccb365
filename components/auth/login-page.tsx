// The shared body of /login and /club/login: a card with the form. The proxy already sends a
// logged-in non-guest home (spec: login is skipped then). The language switch sits by the title,
// as on the other account cards, so a guest can read the form in their language before logging in.
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/shell/language-switch';
import { operatorTexts } from '@/lib/i18n/operator-texts';
import { addedChoices } from '@/lib/i18n/ui-language';
import { homeFor } from '@/lib/access/guard';
import { safeRedirectTarget } from '@/lib/navigation/jump-to';
import { isLoginRoute } from '@/lib/navigation/history';
import { LoginForm } from './login-form';

export async function LoginPage({ club, from }: { club: boolean; from: string | undefined }) {
  const t = await getTranslations('login');
  const wanted = safeRedirectTarget(from);
  const target = wanted && !isLoginRoute(wanted) ? wanted : homeFor({ isCrmUser: club });
  const locale = await getLocale();
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-1 flex items-start justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t(club ? 'clubTitle' : 'title')}</h1>
          <LanguageSwitch current={locale} extra={addedChoices((await operatorTexts()).languages, locale)} />
        </div>
        <p className="mb-6 text-sm text-slate-600">{t(club ? 'clubIntro' : 'intro')}</p>
        <LoginForm club={club} target={target} />
      </div>
    </main>
  );
}
