// "Print" on /agency/:id: the agency's printouts (GET /api/agencies/templates), opened as a PDF in
// a new tab (GET /api/agencies/{agency}/print/{template}); the statement takes a period, by
// default the current year.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card, ErrorState, Field, Input, Select, Spinner, buttonClasses } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TAgencyPrintTemplateInfo } from '@/lib/contract/agency-print';

export function AgencyPrint({ agencyId, year }: { agencyId: string; year: string }) {
  const t = useTranslations('agencyPrint');
  const templates = useQuery({ queryKey: ['agency-print', 'templates'], queryFn: ({ signal }) => apiFetch<TAgencyPrintTemplateInfo[]>('/api/agencies/templates', { signal }) });
  const [chosen, setChosen] = useState('');
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const list = templates.data ?? [];
  const template = list.find((x) => x.id === chosen) ?? list[0];
  const query = template?.period && from && to ? `?${new URLSearchParams({ from, to })}` : '';
  return (
    <Card title={t('title')} aria-label={t('title')}>
      {templates.isPending ? <Spinner /> : templates.isError ? <ErrorState title={t('failed')} /> : template && (
        <div className="grid items-end gap-3 sm:grid-cols-4">
          <Field label={t('template')} hint={template.description} className="sm:col-span-2">
            {(c) => <Select id={c.id} aria-describedby={c['aria-describedby']} value={template.id} onChange={(e) => setChosen(e.target.value)} options={list.map((x) => ({ value: x.id, label: x.name }))} />}
          </Field>
          {template.period && (
            <>
              <Field label={t('from')}>{(c) => <Input id={c.id} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}</Field>
              <Field label={t('to')}>{(c) => <Input id={c.id} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}</Field>
            </>
          )}
          <a className={buttonClasses()} target="_blank" rel="noreferrer" data-testid="agency-print-link"
            href={`/api/agencies/${encodeURIComponent(agencyId)}/print/${template.id}${query}`}>{t('open')}</a>
        </div>
      )}
    </Card>
  );
}
