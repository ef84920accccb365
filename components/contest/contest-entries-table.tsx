// The rows of a contest's Entries panel: name (a link to the customer's view when the role may
// open it), e-mail, entered at and the withdraw button. On a phone the e-mail goes under the name.
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button } from '@/components/ui';
import type { TContestEntry } from '@/lib/contract/loyalty';

type TProps = {
  entries: readonly TContestEntry[];
  customerHref: ((e: TContestEntry) => string) | null;
  onWithdraw: ((e: TContestEntry) => void) | null;
  formatAt: (at: string) => string;
};

export function ContestEntriesTable({ entries, customerHref, onWithdraw, formatAt }: TProps) {
  const t = useTranslations('contestEntries');
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full text-left text-sm" data-testid="contest-entries-table">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium sm:px-2">{t('name')}</th>
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">{t('email')}</th>
            <th scope="col" className="px-2 py-2 font-medium">{t('enteredAt')}</th>
            {onWithdraw && <th scope="col" className="px-4 py-2 sm:px-2"><span className="sr-only">{t('actions')}</span></th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((e) => (
            <tr key={e.customer} data-testid="contest-entry">
              <td className="px-4 py-2 align-top sm:px-2">
                {customerHref ? <Link href={customerHref(e)} className="font-medium text-sky-800 hover:underline">{e.fullName || '—'}</Link> : <span className="font-medium">{e.fullName || '—'}</span>}
                {e.email && <div className="break-all text-xs text-slate-600 sm:hidden">{e.email}</div>}
              </td>
              <td className="hidden px-2 py-2 align-top text-slate-700 sm:table-cell">{e.email ? <a href={`mailto:${e.email}`} className="hover:underline">{e.email}</a> : '—'}</td>
              <td className="whitespace-nowrap px-2 py-2 align-top text-slate-700"><time dateTime={e.subscribedAt}>{formatAt(e.subscribedAt)}</time></td>
              {onWithdraw && (
                <td className="px-4 py-1 text-right align-top sm:px-2">
                  <Button variant="ghost" size="sm" onClick={() => onWithdraw(e)} aria-label={t('withdrawName', { name: e.fullName })}>{t('withdraw')}</Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
