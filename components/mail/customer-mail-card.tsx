// Mail on the customer view (staff, customers.update): send a template to the customer
// (POST /api/customers/sendMail), or test a loyalty or birthday mail filled with this customer,
// sent to the operator (POST /api/customers/{customer}/loyality/test/{mail}); the mails sent to
// the customer below (the queue rows recorded on the customer, for those who may read the queue).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Dialog, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate } from '@/lib/format';
import { useMailTemplates } from './mail-templates';

type TMode = 'send' | 'test';
type TSentMail = { id: string; subject: string; status: string; kind: string; plannedAt: string | null; sentAt: string | null };

export function CustomerMailCard({ id, email, canReadQueue }: { id: string; email: string | null; canReadQueue: boolean }) {
  const t = useTranslations('customerMail');
  const snackbar = useSnackbar();
  const qc = useQueryClient();
  const [mode, setMode] = useState<TMode | null>(null);
  const [template, setTemplate] = useState('');
  const [language, setLanguage] = useState('');
  const templates = useMailTemplates(mode !== null);
  const sent = useQuery({
    queryKey: ['mailqueue', 'customer', id],
    enabled: canReadQueue,
    queryFn: async ({ signal }) => (await apiFetch<{ data: TSentMail[] }>('/api/mailqueue', { signal, query: { filter: JSON.stringify({ customer: id }), size: 10, sort: 'plannedAt', order: -1 } })).data,
  });
  const send = useMutation({
    meta: { silent: true },
    mutationFn: () => (mode === 'test'
      ? apiFetch<{ to: string[] }>(`/api/customers/${id}/loyality/test/${template}`, { method: 'POST', body: language ? { language } : {} })
      : apiFetch<{ to: string[] }>('/api/customers/sendMail', { method: 'POST', body: { customers: [id], template, ...(language ? { language } : {}) } })),
    onSuccess: (r) => {
      snackbar.showSuccess(t(mode === 'test' ? 'testQueued' : 'queued', { to: r.to.join(', ') }));
      setMode(null);
      void qc.invalidateQueries({ queryKey: ['mailqueue', 'customer', id] });
    },
    onError: snackbar.showError,
  });
  const open = (m: TMode) => { setTemplate(''); setLanguage(''); setMode(m); };
  return (
    <Card title={t('title')} as="h2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => open('send')} disabled={!email} title={email ? undefined : t('noEmail')}>{t('send')}</Button>
        <Button variant="secondary" onClick={() => open('test')}>{t('test')}</Button>
      </div>
      {!email && <p className="mt-2 text-sm text-slate-500">{t('noEmail')}</p>}
      {canReadQueue && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-700">{t('sentTitle')}</h3>
          {sent.data?.length ? (
            <ul className="mt-1 divide-y divide-slate-100 text-sm" data-testid="customer-mails">
              {sent.data.map((m) => (
                <li key={m.id} className="flex flex-wrap gap-x-3 py-1.5">
                  <span className="min-w-0 flex-1 break-words">{m.subject}</span>
                  <span className="text-slate-500">{formatDate(m.sentAt ?? m.plannedAt, 'dateTime')}</span>
                  <span className="rounded bg-slate-100 px-1.5 text-xs leading-5 text-slate-700">{t.has(`status.${m.status}`) ? t(`status.${m.status}`) : m.status}</span>
                </li>
              ))}
            </ul>
          ) : <p className="mt-1 text-sm text-slate-500">{sent.isPending ? t('loading') : t('noneSent')}</p>}
        </div>
      )}
      <Dialog open={mode !== null} onOpenChange={(o) => !o && setMode(null)} title={t(mode === 'test' ? 'testTitle' : 'sendTitle')}
        description={mode === 'test' ? t('testText') : t('sendText', { email: email ?? '' })}
        footer={<>
          <Button variant="secondary" onClick={() => setMode(null)}>{t('cancel')}</Button>
          <Button onClick={() => send.mutate()} loading={send.isPending} disabled={!template}>{t(mode === 'test' ? 'testGo' : 'sendGo')}</Button>
        </>}>
        <div className="grid gap-3">
          <label className="grid gap-1 text-sm">
            {t('template')}
            <Select value={template} onChange={(e) => setTemplate(e.target.value)} placeholder={templates.isPending ? t('loading') : t('choose')}
              options={(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
          </label>
          {templates.isError && <p role="alert" className="text-sm text-red-700">{t('templatesFailed')}</p>}
          <label className="grid gap-1 text-sm">
            {t('language')}
            <Select value={language} onChange={(e) => setLanguage(e.target.value)}
              options={[{ value: '', label: t('customerLanguage') }, { value: 'de', label: 'Deutsch' }, { value: 'en', label: 'English' }]} />
          </label>
        </div>
      </Dialog>
    </Card>
  );
}
