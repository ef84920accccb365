// Finds an existing customer by name or e-mail (generic /api/customers search) for a guest slot.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import type { TCustomerRow } from '../queries';

type TProps = { id: string; onPick: (c: TCustomerRow) => void };

export function CustomerSearch({ id, onPick }: TProps) {
  const t = useTranslations('bookings.wizard');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(h);
  }, [text]);
  const found = useQuery({
    queryKey: ['customers', 'search', search],
    queryFn: ({ signal }) => apiFetch<TListAnswer<TCustomerRow>>('/api/customers', { query: { search, size: 8 }, signal }),
    enabled: search.length >= 2,
    meta: { silent: true },
  });
  return (
    <div className="relative">
      <Input id={id} type="search" value={text} placeholder={t('customerSearch')} aria-label={t('customerSearch')} autoComplete="off"
        onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') e.preventDefault(); }} />
      {search.length >= 2 && found.data && (
        <ul role="listbox" aria-label={t('customerResults')} className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-200 bg-white shadow-lg">
          {found.data.data.map((c) => (
            <li key={c.id} role="option" aria-selected={false}>
              <button type="button" className="w-full px-3 py-2 text-left text-sm hover:bg-sky-50" onClick={() => { onPick(c); setText(''); setSearch(''); }}>
                {c.fullName} {c.email && <span className="text-slate-500">· {c.email}</span>}
              </button>
            </li>
          ))}
          {found.data.data.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">{t('noCustomers')}</li>}
        </ul>
      )}
    </div>
  );
}
