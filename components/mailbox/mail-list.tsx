// A page of one folder's mails on /mail: sender (or the known guest's name), subject, date,
// unread and attachment marks; the open mail is highlighted. Paging below.
'use client';
import { useTranslations } from 'next-intl';
import { Button, cn } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { PaperClip } from './paper-clip';
import { PAGE_SIZE, type TMailPage } from './mail-queries';

type TProps = { page: TMailPage; open: number | null; onOpen: (uid: number) => void; onPage: (page: number) => void };

export function MailList({ page, open, onOpen, onPage }: TProps) {
  const t = useTranslations('mailbox');
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  return (
    <div className="flex h-full min-h-0 flex-col">
      {page.data.length === 0 ? <p className="p-4 text-sm text-slate-600">{t('emptyFolder')}</p> : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-200 overflow-y-auto" aria-label={t('mails')}>
          {page.data.map((m) => {
            const sender = m.from[0];
            return (
              <li key={m.uid}>
                <button type="button" onClick={() => onOpen(m.uid)} aria-current={open === m.uid || undefined}
                  className={cn('flex w-full flex-col gap-0.5 px-3 py-2 text-left hover:bg-slate-100', open === m.uid && 'bg-sky-50', !m.seen && 'font-semibold')}>
                  <span className="flex items-center gap-2 text-sm">
                    {!m.seen && <span className="size-2 shrink-0 rounded-full bg-sky-600" aria-label={t('unread')} />}
                    <span className="min-w-0 flex-1 truncate">{sender ? sender.name || sender.address : t('unknownSender')}</span>
                    {m.hasAttachments && <PaperClip label={t('hasAttachments')} />}
                    <span className="shrink-0 text-xs font-normal text-slate-500">{m.date ? formatDate(m.date, 'short') : ''}</span>
                  </span>
                  <span className="truncate text-sm">{m.subject || t('noSubject')}</span>
                  {m.guest && <span className="w-fit rounded bg-sky-100 px-1.5 text-xs font-normal text-sky-900">{t('guestTag', { name: m.guest.fullName })}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <nav className="flex items-center justify-between gap-2 border-t border-slate-200 p-2 text-sm" aria-label={t('paging')}>
        <Button variant="secondary" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>{t('newer')}</Button>
        <span className="text-slate-600">{t('pageOf', { page: page.page, pages, total: page.total })}</span>
        <Button variant="secondary" size="sm" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>{t('older')}</Button>
      </nav>
    </div>
  );
}
