// /config/apikeys: the webhook endpoints. Add one (name, URL, events, the key it belongs to): its
// signing secret is shown once; switch one on or off, remove it; open its delivery log (attempts,
// answer, error) and replay one delivery. docs/decisions/partner-api.md.
'use client';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Checkbox, ConfirmDialog, EmptyState, Field, Input, ScrollX, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TApiKeyRow } from './partner-keys-panel';

export type TEndpointRow = { id: string; name: string; url: string; events: string[]; apiKey: string | null; active: boolean; createdAt: string };
type TDelivery = { id: string; event: string; state: string; attempts: number; responseStatus: number | null; lastError: string | null; replayOf: string | null; createdAt: string };

function DeliveryLog({ endpoint }: { endpoint: TEndpointRow }) {
  const t = useTranslations('partnerApi');
  const format = useFormatter();
  const { showError, showSuccess } = useSnackbar();
  const [rows, setRows] = useState<TDelivery[] | null>(null);
  const load = async () => {
    try { setRows(await apiFetch<TDelivery[]>(`/api/webhooks/${endpoint.id}/deliveries`)); } catch (err) { showError(err); }
  };
  const replay = async (d: TDelivery) => {
    try {
      await apiFetch(`/api/webhooks/deliveries/${d.id}/replay`, { method: 'POST' });
      showSuccess(t('replayed'));
      await load();
    } catch (err) { showError(err); }
  };
  if (!rows) return <Button variant="secondary" size="sm" onClick={load}>{t('showLog')}<span className="sr-only"> {endpoint.name}</span></Button>;
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t('noDeliveries')}</p>;
  return (
    <ScrollX label={t('logOf', { name: endpoint.name })}>
      <table className="relative w-full text-left text-xs">
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="p-1">{t('when')}</th><th scope="col" className="p-1">{t('event')}</th><th scope="col" className="p-1">{t('state')}</th>
            <th scope="col" className="p-1">{t('attempts')}</th><th scope="col" className="p-1">{t('answer')}</th><th scope="col" className="p-1"><span className="sr-only">{t('actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id} className="border-b border-slate-100 align-top">
              <td className="p-1">{format.dateTime(new Date(d.createdAt), { dateStyle: 'short', timeStyle: 'medium' })}{d.replayOf && <span className="block text-slate-600">{t('replay')}</span>}</td>
              <td className="p-1"><code>{d.event}</code></td>
              <td className="p-1">{t(`deliveryState.${d.state as 'pending' | 'delivered' | 'failed'}`)}</td>
              <td className="p-1">{d.attempts}</td>
              <td className="p-1">{d.responseStatus ?? '–'}{d.lastError && <span className="block break-all text-red-800">{d.lastError}</span>}</td>
              <td className="p-1"><Button variant="secondary" size="sm" onClick={() => replay(d)}>{t('replayButton')}</Button></td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}

export function PartnerWebhooksPanel({ endpoints, events, keys }: { endpoints: TEndpointRow[]; events: string[]; keys: TApiKeyRow[] }) {
  const t = useTranslations('partnerApi');
  const router = useRouter();
  const { showError } = useSnackbar();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<string[]>([...events]);
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState<TEndpointRow | null>(null);

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await apiFetch<{ name: string; secret: string }>('/api/webhooks', { method: 'POST', body: { name, url, events: chosen, apiKey: apiKey || null } });
      setMade(res);
      setName('');
      setUrl('');
      router.refresh();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }
  const toggle = async (ep: TEndpointRow) => {
    try { await apiFetch(`/api/webhooks/${ep.id}`, { method: 'PATCH', body: { active: !ep.active } }); router.refresh(); } catch (err) { showError(err); }
  };
  const remove = async () => {
    if (!removing) return;
    try { await apiFetch(`/api/webhooks/${removing.id}`, { method: 'DELETE' }); router.refresh(); } catch (err) { showError(err); throw err; }
  };

  return (
    <section aria-labelledby="hooks-title" className="flex flex-col gap-3">
      <h2 id="hooks-title" className="text-lg font-semibold">{t('hooksTitle')}</h2>
      <p className="text-sm text-slate-600">{t('hooksIntro')}</p>
      {made && (
        <Card>
          <div role="status" className="flex flex-col gap-2">
            <p className="font-medium">{t('secretMade', { name: made.name })}</p>
            <p className="text-sm text-slate-700">{t('secretOnce')}</p>
            <code data-testid="new-secret" className="break-all rounded bg-slate-100 p-2 text-sm">{made.secret}</code>
            <div><Button variant="secondary" size="sm" onClick={() => setMade(null)}>{t('keyStored')}</Button></div>
          </div>
        </Card>
      )}
      <Card>
        <form onSubmit={create} className="flex flex-col gap-3">
          <h3 className="font-medium">{t('newEndpoint')}</h3>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label={t('name')} required>{(c) => <Input {...c} value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />}</Field>
            <Field label={t('url')} required hint={t('urlHint')}>{(c) => <Input {...c} type="url" value={url} onChange={(e) => setUrl(e.target.value)} required placeholder="https://" />}</Field>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-800">{t('events')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {events.map((ev) => (
                <Checkbox key={ev} label={<code>{ev}</code>} checked={chosen.includes(ev)} onChange={(e) => setChosen(e.target.checked ? [...chosen, ev] : chosen.filter((x) => x !== ev))} />
              ))}
            </div>
          </fieldset>
          <Field label={t('forKey')} hint={t('forKeyHint')}>
            {(c) => <Select {...c} value={apiKey} onChange={(e) => setApiKey(e.target.value)} placeholder={t('noKey')} options={keys.filter((k) => !k.revokedAt).map((k) => ({ value: k.id, label: k.name }))} />}
          </Field>
          <div><Button type="submit" loading={busy} disabled={!name.trim() || !url.trim() || chosen.length === 0}>{t('addEndpoint')}</Button></div>
        </form>
      </Card>
      {endpoints.length === 0 ? <EmptyState title={t('noEndpoints')} /> : (
        <ul className="flex flex-col gap-3">
          {endpoints.map((ep) => (
            <li key={ep.id}>
              <Card>
                <div className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-medium">{ep.name}</h3>
                      <p className="break-all text-sm text-slate-700">{ep.url}</p>
                      <p className="text-xs text-slate-600">{ep.events.join(', ')}</p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <Checkbox variant="switch" label={t('active')} checked={ep.active} onChange={() => toggle(ep)} />
                      <Button variant="danger" size="sm" onClick={() => setRemoving(ep)}>{t('remove')}<span className="sr-only"> {ep.name}</span></Button>
                    </div>
                  </div>
                  <DeliveryLog endpoint={ep} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={!!removing} onOpenChange={(o) => { if (!o) setRemoving(null); }} title={t('removeTitle', { name: removing?.name ?? '' })}
        description={t('removeText')} confirmLabel={t('remove')} destructive onConfirm={remove} />
    </section>
  );
}
