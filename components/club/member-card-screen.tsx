// /club/card (admin or customers.read): a member card with a QR code that identifies the member
// at the desk. Pick a customer to show (or issue) their card, print it; scanning a card (a phone
// camera opens /club/card?scan=<token>, a desk scanner types the link or the token into the scan
// field) resolves the token and opens the customer. The QR code holds only the opaque token.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { RefSelect } from '@/components/resources/form/ref-select';
import { Button, Card, Field, Input } from '@/components/ui';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { apiFetch } from '@/lib/api/client-fetch';
import { resourceByName } from '@/lib/contract/resources';
import { formatDate } from '@/lib/format';
import { MemberCardFace, type TMemberCard } from './member-card-face';

/** The token inside a scanned link (…/club/card?scan=TOKEN) or a bare token. */
export function tokenOf(scanned: string): string | null {
  const s = scanned.trim();
  const m = /[?&]scan=([A-Za-z0-9_-]{20,64})/.exec(s);
  if (m) return m[1];
  return /^[A-Za-z0-9_-]{20,64}$/.test(s) ? s : null;
}

function ScanField({ initial }: { initial: string | null }) {
  const t = useTranslations('memberCard');
  const router = useRouter();
  const [value, setValue] = useState(initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: (token: string) => apiFetch<{ customer: string; fullName: string }>(`/api/loyalty/card/resolve/${token}`),
    onSuccess: (r) => router.push(`/customer/view/${r.customer}`),
    onError: () => setProblem(t('unknownCard')),
  });
  const submit = (raw: string) => {
    const token = tokenOf(raw);
    setProblem(token ? null : t('notACard'));
    if (token) resolve.mutate(token);
  };
  const started = useRef(false);
  useEffect(() => {
    if (initial && !started.current) { started.current = true; submit(initial); }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link a phone opened
  }, [initial]);
  return (
    <Card title={t('scanTitle')} description={t('scanIntro')}>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); submit(value); }}>
        <Field label={t('scanLabel')} className="w-full sm:w-96">
          {(c) => <Input {...c} value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />}
        </Field>
        <Button type="submit" disabled={resolve.isPending}>{t('open')}</Button>
      </form>
      {problem && <p role="alert" className="mt-2 text-sm text-red-700">{problem}</p>}
    </Card>
  );
}

export function MemberCardScreen({ scan, canIssue }: { scan: string | null; canIssue: boolean }) {
  const t = useTranslations('memberCard');
  const tr = useTranslations('routes');
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const [customer, setCustomer] = useState('');
  const key = ['loyalty', 'card', customer];
  const card = useQuery({ queryKey: key, enabled: !!customer, queryFn: ({ signal }) => apiFetch<{ card: TMemberCard | null }>(`/api/loyalty/card/${customer}`, { signal }) });
  const issue = useMutation({
    mutationFn: () => apiFetch<TMemberCard>(`/api/loyalty/card/${customer}`, { method: 'POST' }),
    onSuccess: (c) => { qc.setQueryData(key, { card: c }); snackbar.showSuccess(t('issued')); },
    onError: (e) => snackbar.showError(e),
  });
  const resource = resourceByName('customers');
  const current = card.data?.card ?? null;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900 print:hidden">{tr('clubCard')}</h1>
      <div className="print:hidden"><ScanField initial={scan} /></div>
      <Card title={t('cardTitle')} className="print:border-0 print:shadow-none">
        <div className="print:hidden">
          {resource && (
            <Field label={t('customer')} className="w-full sm:w-96">
              {(c) => <RefSelect id={c.id} target={{ resource, key: 'id' }} value={customer} onChange={(v) => setCustomer(typeof v === 'string' ? v : '')} describedBy={c['aria-describedby']} />}
            </Field>
          )}
        </div>
        {customer && card.isSuccess && (
          <div className="mt-4 space-y-3">
            {current ? <MemberCardFace card={current} /> : <p className="text-sm text-slate-600">{t('noCard')}</p>}
            <div className="flex flex-wrap gap-2 print:hidden">
              {canIssue && <Button onClick={() => issue.mutate()} disabled={issue.isPending} variant={current ? 'secondary' : 'primary'}>{t(current ? 'reissue' : 'issue')}</Button>}
              {current && <Button variant="secondary" onClick={() => window.print()}>{t('print')}</Button>}
            </div>
            {current && <p className="text-xs text-slate-500 print:hidden">{t('issuedOn', { date: formatDate(current.createdAt.slice(0, 10)) })} · {t('reissueNote')}</p>}
          </div>
        )}
      </Card>
    </div>
  );
}
