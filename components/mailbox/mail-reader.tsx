// One open mail on /mail: sender, date, the known guest's bookings, attachments to download, the
// body (sanitised HTML in a sandboxed frame without scripts, else the text) and delete.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Button, ConfirmDialog, ErrorState, Spinner } from '@/components/ui';
import { errorText } from '@/lib/bookings/error-text';
import { formatDate } from '@/lib/format';
import { PaperClip } from './paper-clip';
import { addressText, attachmentUrl, fetchBody, mailKeys } from './mail-queries';

type TProps = { account: string; folder: string; uid: number; mayDelete: boolean; onBack: () => void; onDelete: () => Promise<void> };

export function MailReader({ account, folder, uid, mayDelete, onBack, onDelete }: TProps) {
  const t = useTranslations('mailbox');
  const tc = useTranslations('common');
  const tAll = useTranslations();
  const [confirm, setConfirm] = useState(false);
  const body = useQuery({ queryKey: mailKeys.body(account, folder, uid), queryFn: ({ signal }) => fetchBody(account, folder, uid, signal), meta: { silent: true } });
  if (body.isPending) return <p role="status" className="flex items-center gap-2 p-6 text-sm text-slate-600"><Spinner />{t('loadingMail')}</p>;
  if (body.isError) {
    return <ErrorState title={t('mailFailed')} text={errorText(body.error, tAll)}
      action={<Button variant="secondary" onClick={() => body.refetch()}>{tc('retry')}</Button>} />;
  }
  const m = body.data;
  return (
    <article className="flex min-h-0 flex-1 flex-col gap-3" aria-label={m.subject || t('noSubject')}>
      <div className="flex flex-wrap items-start gap-2">
        <Button variant="ghost" size="sm" className="lg:hidden" onClick={onBack}>← {t('back')}</Button>
        <h2 className="min-w-0 flex-1 text-lg font-semibold break-words">{m.subject || t('noSubject')}</h2>
        {mayDelete && <Button variant="danger" size="sm" onClick={() => setConfirm(true)}>{t('delete')}</Button>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('from')}</dt><dd className="break-all">{addressText(m.from)}</dd>
        <dt className="text-slate-500">{t('to')}</dt><dd className="break-all">{addressText(m.to)}</dd>
        {m.cc.length > 0 && <><dt className="text-slate-500">{t('cc')}</dt><dd className="break-all">{addressText(m.cc)}</dd></>}
        {m.date && <><dt className="text-slate-500">{t('date')}</dt><dd>{formatDate(m.date, 'dateTime')}</dd></>}
      </dl>
      {m.guest && (
        <section className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm" aria-label={t('knownGuest')}>
          <p className="font-medium">{t('knownGuestIs', { name: m.guest.fullName })}</p>
          {m.bookings.length === 0 ? <p className="text-slate-600">{t('noBookings')}</p> : (
            <ul className="mt-1 space-y-1">
              {m.bookings.map((b) => (
                <li key={b.id}>
                  <Link className="text-sky-800 underline" href={`/booking/${b.id}`}>
                    {[b.bookingNo, b.title].filter(Boolean).join(' · ') || t('booking')}
                  </Link>
                  <span className="text-slate-600"> {b.dateFrom ? formatDate(b.dateFrom) : ''}{b.dateTo ? ` – ${formatDate(b.dateTo)}` : ''} · {b.state}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {m.attachments.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('attachments')}>
          {m.attachments.map((a) => (
            <li key={a.index}>
              <a className="inline-flex items-center gap-1 rounded border border-slate-300 px-2 py-1 hover:bg-slate-100" href={attachmentUrl(account, folder, uid, a.index)} download={a.filename}>
                <PaperClip /> {a.filename} <span className="text-slate-500">({Math.max(1, Math.round(a.size / 1024))} KB)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {m.html ? (
        <iframe title={t('mailBody')} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={`<!doctype html><meta charset="utf-8"><base target="_blank"><style>body{font-family:system-ui,sans-serif;font-size:14px;margin:8px;word-wrap:break-word}img{max-width:100%;height:auto}</style>${m.html}`}
          className="min-h-[50vh] w-full flex-1 rounded border border-slate-200 bg-white" />
      ) : (
        <pre className="flex-1 overflow-auto rounded border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap">{m.text ?? ''}</pre>
      )}
      <ConfirmDialog open={confirm} onOpenChange={setConfirm} destructive title={t('deleteTitle')} description={t('deleteText')}
        confirmLabel={t('delete')} cancelLabel={tc('cancel')} onConfirm={onDelete} />
    </article>
  );
}
