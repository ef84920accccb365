// Stores an account's IMAP password (PUT /api/mailaccount/{id}/password): it is sealed on the
// server and never shown again; the dialog only says whether one is stored.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Field, Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TMailAccount } from './mail-queries';

export function LoginDialog({ account, onClose, onSaved }: { account: TMailAccount; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('mailbox');
  const tc = useTranslations('common');
  const { showSuccess, showError } = useSnackbar();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/mailaccount/${account.id}/password`, { method: 'PUT', body: { password } });
      showSuccess(t('loginSaved'));
      onSaved();
      onClose();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('loginTitle', { name: account.name })} description={t('loginText')}
      footer={<><Button variant="secondary" onClick={onClose}>{tc('cancel')}</Button><Button loading={busy} disabled={!password} onClick={save}>{tc('save')}</Button></>}>
      <form onSubmit={(e) => { e.preventDefault(); if (password) void save(); }}>
        <Field label={t('password')}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
      </form>
    </Dialog>
  );
}
