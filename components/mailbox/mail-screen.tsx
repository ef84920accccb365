// /mail: the mailbox. Account and folder on the left (a select on phones), a page of the folder's
// mails, and the open mail. Phones show one pane at a time: the list, or the open mail with a
// way back. Refresh checks the servers (HEAD /api/mail/refresh) and reloads what is shown.
'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, EmptyState, ErrorState, Select, Spinner, cn } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { LoginDialog } from './login-dialog';
import { MailList } from './mail-list';
import { MailReader } from './mail-reader';
import { fetchAccounts, fetchFolders, fetchMails, mailKeys } from './mail-queries';

export function MailScreen({ mayManage }: { mayManage: boolean }) {
  const t = useTranslations('mailbox');
  const tc = useTranslations('common');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const { showError } = useSnackbar();
  const [chosen, setChosen] = useState<string | null>(null);
  const [folder, setFolder] = useState('INBOX');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [login, setLogin] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const accounts = useQuery({ queryKey: mailKeys.accounts(), queryFn: ({ signal }) => fetchAccounts(signal) });
  const account = accounts.data?.find((a) => a.id === chosen) ?? accounts.data?.[0] ?? null;
  const ready = !!account?.hasLogin;
  const folders = useQuery({ queryKey: mailKeys.folders(account?.id ?? ''), queryFn: ({ signal }) => fetchFolders(account!.id, signal), enabled: ready, meta: { silent: true } });
  const mails = useQuery({ queryKey: mailKeys.mails(account?.id ?? '', folder, page), queryFn: ({ signal }) => fetchMails(account!.id, folder, page, signal), enabled: ready, meta: { silent: true } });

  const pick = (f: string) => { setFolder(f); setPage(1); setOpen(null); };
  const refresh = async () => {
    setRefreshing(true);
    try {
      await apiFetch('/api/mail/refresh', { method: 'HEAD', query: { account: account?.id } });
    } catch (err) {
      showError(err);
    } finally {
      await qc.invalidateQueries({ queryKey: mailKeys.all });
      setRefreshing(false);
    }
  };
  const remove = async () => {
    if (!account || open === null) return;
    await apiFetch('/api/mail/delete', { method: 'POST', body: { account: account.id, folder, uids: [open] } });
    setOpen(null);
    await qc.invalidateQueries({ queryKey: [...mailKeys.all, account.id] });
  };

  if (accounts.isPending) return <p role="status" className="flex items-center gap-2 p-6"><Spinner />{t('loading')}</p>;
  if (accounts.isError) return <ErrorState title={t('accountsFailed')} action={<Button variant="secondary" onClick={() => accounts.refetch()}>{tc('retry')}</Button>} />;
  if (!account) return <EmptyState title={t('noAccounts')} text={t('noAccountsText')} />;

  const failure = folders.error ?? mails.error;
  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-[32rem] flex-col gap-3">
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold">{t('title')}</h1>
        {accounts.data.length > 1 && (
          <Select className="w-full sm:w-auto sm:max-w-xs" aria-label={t('account')} value={account.id} onChange={(e) => { setChosen(e.target.value); pick('INBOX'); }}
            options={accounts.data.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))} />
        )}
        {mayManage && <Button variant="secondary" onClick={() => setLogin(true)}>{account.hasLogin ? t('changeLogin') : t('setLogin')}</Button>}
        <Button variant="secondary" loading={refreshing} disabled={!ready} onClick={refresh}>{t('refresh')}</Button>
      </header>
      {!ready ? <EmptyState title={t('noLogin', { name: account.name })} text={mayManage ? t('noLoginText') : t('noLoginAsk')} /> : failure ? (
        <ErrorState title={t('serverFailed', { name: account.name })} text={errorText(failure, tAll)}
          action={<Button variant="secondary" onClick={refresh}>{tc('retry')}</Button>} />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col gap-3 lg:grid lg:grid-cols-[12rem_22rem_1fr]">
          <nav aria-label={t('folders')} className={cn('min-h-0 lg:overflow-y-auto', open !== null && 'max-lg:hidden')}>
            <Select className="w-full lg:hidden" aria-label={t('folder')} value={folder} onChange={(e) => pick(e.target.value)}
              options={(folders.data ?? []).map((f) => ({ value: f.path, label: f.unseen ? `${f.name} (${f.unseen})` : f.name }))} />
            <ul className="hidden space-y-0.5 lg:block">
              {(folders.data ?? []).map((f) => (
                <li key={f.path}>
                  <button type="button" onClick={() => pick(f.path)} aria-current={f.path === folder || undefined}
                    className={cn('flex w-full justify-between rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100', f.path === folder && 'bg-slate-200 font-medium')}>
                    <span className="truncate">{f.name}</span>{f.unseen > 0 && <span className="text-sky-700">{f.unseen}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-label={t('mails')} className={cn('min-h-0 flex-1 overflow-hidden rounded border border-slate-200 bg-white', open !== null && 'max-lg:hidden')}>
            {mails.data ? <MailList page={mails.data} open={open} onOpen={setOpen} onPage={(p) => { setPage(p); setOpen(null); }} />
              : <p role="status" className="flex items-center gap-2 p-4 text-sm"><Spinner />{t('loading')}</p>}
          </section>
          <section className={cn('flex min-h-0 flex-1 flex-col overflow-y-auto', open === null && 'max-lg:hidden')}>
            {open === null ? <p className="hidden p-6 text-sm text-slate-500 lg:block">{t('pickMail')}</p> : (
              <MailReader key={`${folder}:${open}`} account={account.id} folder={folder} uid={open} mayDelete={mayManage}
                onBack={() => setOpen(null)} onDelete={remove} />
            )}
          </section>
        </div>
      )}
      {login && <LoginDialog account={account} onClose={() => setLogin(false)} onSaved={() => qc.invalidateQueries({ queryKey: mailKeys.all })} />}
    </div>
  );
}
