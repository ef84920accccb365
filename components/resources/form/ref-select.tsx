// Select fed by another resource (async options): a button with the chosen record's label opens
// a popover with a search box and the first matching records. `multiple` keeps a list of values.
'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Input, Popover, Spinner, cn, controlClasses } from '@/components/ui';
import { useRefLabels, useRefOptions, type TRefTarget } from './ref-data';

type TProps = {
  id: string;
  target: TRefTarget;
  value: string | string[];
  onChange: (value: string | string[]) => void;
  multiple?: boolean;
  invalid?: boolean;
  clearable?: boolean;
  describedBy?: string;
};

export function RefSelect({ id, target, value, onChange, multiple, invalid, clearable = true, describedBy }: TProps) {
  const t = useTranslations('resources.form');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const values = Array.isArray(value) ? value : value ? [value] : [];
  const labelOf = useRefLabels(target, values);
  const options = useRefOptions(target, debounced, open);

  function pick(v: string) {
    if (multiple) onChange(values.includes(v) ? values.filter((x) => x !== v) : [...values, v]);
    else {
      onChange(v);
      setOpen(false);
    }
  }
  const shown = values.length === 0 ? t('choose') : values.map(labelOf).join(', ');
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      className="w-80"
      trigger={
        <button
          id={id}
          type="button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-describedby={describedBy}
          className={controlClasses(invalid, cn('flex h-10 items-center justify-between gap-2 text-left', values.length === 0 && 'text-slate-500'))}
        >
          <span className="truncate">{shown}</span>
          <span aria-hidden className="text-slate-500">▾</span>
        </button>
      }
    >
      <Input
        aria-label={t('searchOptions')}
        placeholder={t('searchOptions')}
        value={search}
        autoFocus
        onChange={(e) => setSearch(e.target.value)}
        className="mb-2"
      />
      <ul role="listbox" aria-multiselectable={multiple || undefined} className="max-h-64 overflow-y-auto">
        {clearable && !multiple && values.length > 0 && (
          <li>
            <button type="button" role="option" aria-selected={false} className="w-full rounded px-2 py-1.5 text-left text-sm italic text-slate-600 hover:bg-slate-100" onClick={() => { onChange(''); setOpen(false); }}>
              {t('none')}
            </button>
          </li>
        )}
        {options.isLoading && (
          <li className="p-2">
            <Spinner size="sm" label={t('loadingOptions')} />
          </li>
        )}
        {options.isError && <li className="p-2 text-sm text-red-700">{t('optionsFailed')}</li>}
        {options.data?.options.map((o) => {
          const selected = values.includes(o.value);
          return (
            <li key={o.value}>
              <button
                type="button"
                role="option"
                aria-selected={selected}
                onClick={() => pick(o.value)}
                className={cn('flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100', selected && 'bg-sky-50 font-medium')}
              >
                {multiple && <span aria-hidden>{selected ? '☑' : '☐'}</span>}
                {o.label}
              </button>
            </li>
          );
        })}
        {options.data && options.data.options.length === 0 && <li className="p-2 text-sm text-slate-600">{t('noOptions')}</li>}
        {options.data && options.data.total > options.data.options.length && (
          <li className="p-2 text-xs text-slate-500">{t('moreOptions', { count: options.data.total - options.data.options.length })}</li>
        )}
      </ul>
    </Popover>
  );
}
