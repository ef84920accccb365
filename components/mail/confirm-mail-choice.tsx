// The "send confirmation" box beside the office's Confirm (POST .../confirm?sendConfirmation=1):
// its default is the general setting confirmationMailOnConfirm, and what the user last chose on
// this device is remembered (localStorage) as their default from then on.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { Checkbox } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

const KEY = 'tourbook.confirm.sendConfirmation';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useConfirmMailChoice(): [boolean, (v: boolean) => void] {
  const [chosen, setChosen] = useState<boolean | null>(null);
  // The server's render has no localStorage: nothing remembered there.
  const stored = useSyncExternalStore(subscribe, () => window.localStorage.getItem(KEY), () => null);
  const general = useQuery({
    queryKey: ['settings', 'general'],
    queryFn: ({ signal }) => apiFetch<{ confirmationMailOnConfirm?: boolean }>('/api/settings/group/general', { signal }),
    staleTime: 300_000,
  });
  const value = chosen ?? (stored === '1' ? true : stored === '0' ? false : null) ?? general.data?.confirmationMailOnConfirm ?? true;
  return [value, (v) => { window.localStorage.setItem(KEY, v ? '1' : '0'); setChosen(v); }];
}

export function ConfirmMailChoice({ value, onChange }: { value: boolean; onChange: (v: boolean) => void }) {
  const t = useTranslations('bookingMail');
  return <Checkbox className="items-center text-sm" label={t('onConfirm')} checked={value} onChange={(e) => onChange(e.target.checked)} />;
}
