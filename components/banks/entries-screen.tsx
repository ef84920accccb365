// /bank/entry/temporary and /bank/entry/manual: the entries waiting for a decision, with their
// suggested matches, and the entries typed in by hand (new ones through the generic list).
'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BankEntryList } from './entry-list';

export function BankEntriesScreen({ kind, canMatch }: { kind: 'temporary' | 'manual'; canMatch: boolean }) {
  const t = useTranslations('banks');
  const tr = useTranslations('routes');
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr(kind === 'temporary' ? 'bankEntryTemporary' : 'bankEntryManual')}</h1>
      <p className="text-sm text-slate-700">{t(`intro.${kind}`)}</p>
      {kind === 'manual' && <p className="text-sm"><Link className="text-sky-800 underline" href="/bank/entry/list">{t('newManual')}</Link></p>}
      <BankEntryList path={`/api/bankentries/${kind}`} canMatch={canMatch} emptyText={t(kind === 'temporary' ? 'noneWaiting' : 'noManual')} testId={`bank-entries-${kind}`} />
    </div>
  );
}
