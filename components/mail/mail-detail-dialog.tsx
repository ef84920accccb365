// One queued mail in full: headers, state, attempts and last error, the HTML part (in a sandboxed
// frame: no script, no same-origin access), the text part and the attachments; retry and cancel.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate } from '@/lib/format';
import { MAIL_STATUS_STYLE, type TQueuedMail } from './mail-types';

export function MailDetailDialog({ mail, mayChange, onClose }: { mail: TQueuedMail; mayChange: boolean; onClose: () => void }) {
  const t = useTranslations('mailQueue');
  const te = useTranslations('enums');
  const qc = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [part, setPart] = useState<'html' | 'text'>(mail.html ? 'html' : 'text');
  const act = useMutation({
    mutationFn: (action: 'plan' | 'cancel') => apiFetch(`/api/mailqueue/${mail.id}/${action}`, { method: 'POST', body: action === 'plan' ? {} : undefined }),
    onSuccess: async (_d, action) => {
      showSuccess(action === 'plan' ? t('planned') : t('cancelled'));
      await qc.invalidateQueries({ queryKey: ['mailqueue'] });
      onClose();
    },
  });
  const canPlan = mayChange && ['failed', 'cancelled', 'planned'].includes(mail.status);
  const canCancel = mayChange && ['planned', 'failed'].includes(mail.status);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={mail.subject} size="lg"
      footer={(
        <div className="flex flex-wrap justify-end gap-2">
          {canCancel && <Button variant="secondary" loading={act.isPending && act.variables === 'cancel'} onClick={() => act.mutate('cancel')}>{t('cancel')}</Button>}
          {canPlan && <Button loading={act.isPending && act.variables === 'plan'} onClick={() => act.mutate('plan')}>{mail.status === 'planned' ? t('sendNow') : t('retry')}</Button>}
        </div>
      )}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('to')}</dt><dd className="break-all">{mail.to}</dd>
        {mail.from && <><dt className="text-slate-500">{t('from')}</dt><dd className="break-all">{mail.from}</dd></>}
        <dt className="text-slate-500">{t('status')}</dt>
        <dd><span className={`rounded px-2 py-0.5 text-xs font-medium ${MAIL_STATUS_STYLE[mail.status] ?? ''}`}>{te(mail.status)}</span> · {t('attemptsN', { n: mail.attempts })}</dd>
        <dt className="text-slate-500">{t('plannedAt')}</dt><dd>{formatDate(mail.plannedAt, 'dateTime')}</dd>
        {mail.sentAt && <><dt className="text-slate-500">{t('sentAt')}</dt><dd>{formatDate(mail.sentAt, 'dateTime')}</dd></>}
        {mail.kind && <><dt className="text-slate-500">{t('kind')}</dt><dd>{mail.kind}</dd></>}
      </dl>
      {mail.lastError && <p role="note" className="mt-3 rounded-md bg-amber-50 p-3 text-sm break-words text-amber-900">{t('lastError')}: {mail.lastError}</p>}
      <div className="mt-4 flex gap-2" role="tablist" aria-label={t('parts')}>
        {(['html', 'text'] as const).map((p) => (
          <Button key={p} size="sm" role="tab" aria-selected={part === p} variant={part === p ? 'primary' : 'secondary'} onClick={() => setPart(p)} disabled={p === 'html' && !mail.html}>
            {t(p === 'html' ? 'partHtml' : 'partText')}
          </Button>
        ))}
      </div>
      <div className="mt-2 overflow-hidden rounded-md border border-slate-200">
        {part === 'html' && mail.html
          ? <iframe title={t('partHtml')} sandbox="" srcDoc={mail.html} className="h-[420px] w-full bg-white" />
          : <pre className="max-h-[420px] overflow-auto p-3 text-sm whitespace-pre-wrap">{mail.text ?? ''}</pre>}
      </div>
      {mail.attachments.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {mail.attachments.map((a) => (
            <li key={a.filename}>
              <a className="text-sky-800 underline" download={a.filename} href={`data:${a.contentType};base64,${a.content}`}>{a.filename}</a>
              <span className="text-slate-500"> ({a.contentType})</span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
