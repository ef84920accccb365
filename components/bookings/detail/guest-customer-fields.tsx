// The customer record behind a guest, edited with the guest (issue 14: staff edit guests with
// all customer fields): e-mail, phone, nationality, address, passport and language, loaded from
// and saved to the generic customer record (GET / POST /api/customers/{id}); the guest's name,
// gender and birthday go into its master data too, so both stay the same.
'use client';
import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { resourceByName } from '@/lib/contract/resources';
import type { TGuest } from '@/lib/contract/booking-core';
import { RefSelect } from '@/components/resources/form/ref-select';

type TCustomer = {
  id: string; fullName: string; email: string | null; language: 'de' | 'en';
  masterData: Record<string, unknown>; contact: { email?: string; phone?: string };
  address: { street?: string; zip?: string; city?: string; state?: string; country?: string | null };
  passport: { nationality?: string | null; number?: string; expires?: string | null };
};
export type TCustomerDraft = TCustomer & { dirty: boolean };

const COUNTRY = { resource: resourceByName('country')!, key: 'code' } as const;

/** The customers of the given ids as editable drafts (loaded once each). */
export function useCustomerDrafts(ids: string[]) {
  const unique = [...new Set(ids)];
  const loaded = useQueries({
    queries: unique.map((id) => ({ queryKey: ['customers', 'record', id], queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<TCustomer>(`/api/customers/${id}`, { signal }), meta: { silent: true } })),
  });
  // Only the edited drafts are state; the others are the loaded records as they are.
  const [edits, setEdits] = useState<Record<string, TCustomerDraft>>({});
  const drafts: Record<string, TCustomerDraft> = {};
  for (const q of loaded) if (q.data) drafts[q.data.id] = edits[q.data.id] ?? { ...q.data, dirty: false };
  return {
    drafts,
    change: (id: string, d: TCustomerDraft) => setEdits((all) => ({ ...all, [id]: { ...d, dirty: true } })),
    dirtyIds: () => Object.keys(edits),
  };
}

const clean = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;

/** Saves a draft; the guest's name, gender and birthday become the record's master data. */
export async function saveCustomer(id: string, d: TCustomerDraft, guest: TGuest | undefined): Promise<void> {
  const first = guest?.firstName?.trim() || undefined;
  const last = guest?.lastName?.trim() || undefined;
  const masterData = clean({ ...d.masterData, firstName: first, lastName: last, gender: guest?.gender ?? d.masterData.gender, birthday: guest?.birthday ?? d.masterData.birthday });
  await apiFetch(`/api/customers/${id}`, {
    method: 'POST',
    body: {
      ...(first || last ? { fullName: [first, last].filter(Boolean).join(' ') } : {}),
      email: d.email?.trim() || null,
      language: d.language,
      masterData,
      contact: clean({ email: d.email?.trim() || undefined, phone: d.contact.phone?.trim() }),
      address: clean({ ...d.address, country: d.address.country || undefined }),
      passport: clean({ ...d.passport, nationality: d.passport.nationality || undefined, expires: d.passport.expires || undefined }),
    },
  });
}

export function CustomerFields({ draft, onChange }: { draft: TCustomerDraft; onChange: (d: TCustomerDraft) => void }) {
  const t = useTranslations('bookings.customer');
  const set = (patch: Partial<TCustomer>) => onChange({ ...draft, ...patch });
  return (
    <details className="rounded-md bg-slate-50 p-2 text-sm" data-testid="guest-customer">
      <summary className="cursor-pointer font-medium text-slate-700">{t('record', { name: draft.fullName })}</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        <Field label={t('email')}>{(c) => <Input {...c} type="email" value={draft.email ?? ''} onChange={(e) => set({ email: e.target.value })} />}</Field>
        <Field label={t('phone')}>{(c) => <Input {...c} type="tel" value={draft.contact.phone ?? ''} onChange={(e) => set({ contact: { ...draft.contact, phone: e.target.value } })} />}</Field>
        <Field label={t('language')}>
          {(c) => <Select {...c} value={draft.language} onChange={(e) => set({ language: e.target.value as 'de' | 'en' })}
            options={(['de', 'en'] as const).map((l) => ({ value: l, label: t(`lang.${l}`) }))} />}
        </Field>
        <Field label={t('street')}>{(c) => <Input {...c} value={draft.address.street ?? ''} onChange={(e) => set({ address: { ...draft.address, street: e.target.value } })} />}</Field>
        <Field label={t('zip')}>{(c) => <Input {...c} value={draft.address.zip ?? ''} onChange={(e) => set({ address: { ...draft.address, zip: e.target.value } })} />}</Field>
        <Field label={t('city')}>{(c) => <Input {...c} value={draft.address.city ?? ''} onChange={(e) => set({ address: { ...draft.address, city: e.target.value } })} />}</Field>
        <Field label={t('country')}>
          {(c) => <RefSelect id={c.id} target={COUNTRY} value={draft.address.country ?? ''} onChange={(v) => set({ address: { ...draft.address, country: (v as string) || null } })} />}
        </Field>
        <Field label={t('nationality')}>
          {(c) => <RefSelect id={c.id} target={COUNTRY} value={draft.passport.nationality ?? ''} onChange={(v) => set({ passport: { ...draft.passport, nationality: (v as string) || null } })} />}
        </Field>
        <Field label={t('passportNo')}>{(c) => <Input {...c} value={draft.passport.number ?? ''} onChange={(e) => set({ passport: { ...draft.passport, number: e.target.value } })} />}</Field>
        <Field label={t('passportExpires')}>{(c) => <Input {...c} type="date" value={draft.passport.expires ?? ''} onChange={(e) => set({ passport: { ...draft.passport, expires: e.target.value || null } })} />}</Field>
      </div>
    </details>
  );
}
