// Search box (debounced, 300 ms) and pager of a resource list.
'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button, Input } from '@/components/ui';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const t = useTranslations('resources.list');
  const [text, setText] = useState(value);
  const last = useRef(value);
  // The URL changed from elsewhere (back button, a bookmark): show its search.
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === last.current.trim()) return;
    const timer = setTimeout(() => {
      last.current = text.trim();
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Input
      type="search"
      role="searchbox"
      aria-label={t('search')}
      placeholder={t('search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      className="sm:max-w-xs"
    />
  );
}

/** estimated: the total is an estimate (a search matching more than 1,000 rows), shown as "about". */
type TPagerProps = { page: number; pages: number; total: number; estimated?: boolean; onPage: (page: number) => void };

export function Pager({ page, pages, total, estimated, onPage }: TPagerProps) {
  const t = useTranslations('resources.list');
  return (
    <nav aria-label={t('pages')} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
      <span>{estimated ? t('totalAbout', { count: total }) : t('total', { count: total })}</span>
      <span className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</Button>
        <span aria-current="page">{estimated ? t('pageOfAbout', { page, pages }) : t('pageOf', { page, pages })}</span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('next')}</Button>
      </span>
    </nav>
  );
}
