// The frame of the public account screens (register, password reset, verify, jump-to): a centred
// card with the title, an intro and the language switch; phone-friendly.
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/shell/language-switch';
import type { TLanguage } from '@/lib/i18n/pick-language';

export function AccountCard({ title, intro, language, children, wide = false }: { title: ReactNode; intro?: ReactNode; language: TLanguage; children: ReactNode; wide?: boolean }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <div className={`w-full ${wide ? 'max-w-lg' : 'max-w-sm'} rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}>
        <div className="mb-1 flex items-start justify-between gap-3">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <LanguageSwitch current={language} />
        </div>
        {intro && <p className="mb-6 text-sm text-slate-600">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
