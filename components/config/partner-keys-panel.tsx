// /config/apikeys: the partner API keys. Make one (name, scopes from the list the upstream offers,
// an agency it acts for, its allowance per minute): the key is shown once, here, to copy; list;
// revoke (confirmed). docs/decisions/partner-api.md.
'use client';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Checkbox, ConfirmDialog, EmptyState, Field, Input, ScrollX, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

export type TApiKeyRow = { id: string; name: string; prefix: string; scopes: string[]; agency: string | null; rateLimitPerMinute: number; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };
export type TAgencyOption = { id: string; name: string };

export function PartnerKeysPanel({ keys, scopes, agencies }: { keys: TApiKeyRow[]; scopes: string[]; agencies: TAgencyOption[] }) {
  const t = useTranslations('partnerApi');
  const format = useFormatter();
  const router = useRouter();
  const { showError, showSuccess } = useSnackbar();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>(['tours.read']);
  const [agency, setAgency] = useState('');
  const [limit, setLimit] = useState('120');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<TApiKeyRow | null>(null);
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : t('never'));

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await apiFetch<{ key: string; name: string }>('/api/apikeys', {
        method: 'POST', body: { name, scopes: chosen, agency: agency || null, rateLimitPerMinute: Number(limit) || undefined },
      });
      setMade({ name: res.name, key: res.key });
      setName('');
      router.refresh();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }

  async function revoke() {
    if (!revoking) return;
    try {
      await apiFetch(`/api/apikeys/${revoking.id}`, { method: 'DELETE' });
      showSuccess(t('revoked'));
      router.refresh();
    } catch (err) {
      showError(err);
      throw err;
    }
  }

  return (
    <section aria-labelledby="keys-title" className="flex flex-col gap-3">
      <h2 id="keys-title" className="text-lg font-semibold">{t('keysTitle')}</h2>
      <p className="text-sm text-slate-600">{t('keysIntro')}</p>
      {made && (
        <Card>
          <div role="status" className="flex flex-col gap-2">
            <p className="font-medium">{t('keyMade', { name: made.name })}</p>
            <p className="text-sm text-slate-700">{t('keyOnce')}</p>
            <code data-testid="new-key" className="break-all rounded bg-slate-100 p-2 text-sm">{made.key}</code>
            <div><Button variant="secondary" size="sm" onClick={() => setMade(null)}>{t('keyStored')}</Button></div>
          </div>
        </Card>
      )}
      <Card>
        <form onSubmit={create} className="flex flex-col gap-3">
          <h3 className="font-medium">{t('newKey')}</h3>
          <Field label={t('name')} required>
            {(c) => <Input {...c} value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />}
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-800">{t('scopes')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {scopes.map((s) => (
                <Checkbox key={s} label={<code>{s}</code>} checked={chosen.includes(s)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, s] : chosen.filter((x) => x !== s))} />
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label={t('agency')} hint={t('agencyHint')}>
              {(c) => <Select {...c} value={agency} onChange={(e) => setAgency(e.target.value)} placeholder={t('noAgency')} options={agencies.map((a) => ({ value: a.id, label: a.name }))} />}
            </Field>
            <Field label={t('perMinute')}>
              {(c) => <Input {...c} type="number" min={1} max={10000} value={limit} onChange={(e) => setLimit(e.target.value)} />}
            </Field>
          </div>
          <div><Button type="submit" loading={busy} disabled={!name.trim() || chosen.length === 0}>{t('create')}</Button></div>
        </form>
      </Card>
      {keys.length === 0 ? <EmptyState title={t('noKeys')} /> : (
        <ScrollX label={t('keysTitle')}>
          <table className="relative w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-2">{t('name')}</th>
                <th scope="col" className="p-2">{t('prefix')}</th>
                <th scope="col" className="p-2">{t('scopes')}</th>
                <th scope="col" className="p-2">{t('lastUsed')}</th>
                <th scope="col" className="p-2">{t('state')}</th>
                <th scope="col" className="p-2"><span className="sr-only">{t('actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id} className="border-b border-slate-100 align-top">
                  <td className="p-2">{k.name}{k.agency && <span className="block text-xs text-slate-600">{agencies.find((a) => a.id === k.agency)?.name ?? t('agency')}</span>}</td>
                  <td className="p-2"><code>{k.prefix}…</code></td>
                  <td className="p-2">{k.scopes.join(', ')}<span className="block text-xs text-slate-600">{t('perMinuteShort', { n: k.rateLimitPerMinute })}</span></td>
                  <td className="p-2">{when(k.lastUsedAt)}</td>
                  <td className="p-2">{k.revokedAt ? t('revokedOn', { when: when(k.revokedAt) }) : t('active')}</td>
                  <td className="p-2">
                    {!k.revokedAt && <Button variant="danger" size="sm" onClick={() => setRevoking(k)}>{t('revoke')}<span className="sr-only"> {k.name}</span></Button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
      <ConfirmDialog open={!!revoking} onOpenChange={(o) => { if (!o) setRevoking(null); }} title={t('revokeTitle', { name: revoking?.name ?? '' })}
        description={t('revokeText')} confirmLabel={t('revoke')} destructive onConfirm={revoke} />
    </section>
  );
}
