// /dive/site: import the operator's shared dive-site list (GET /api/settings/scubaDatesDiveSites).
// Shows what the import did: new, updated, unchanged, the sites edited here that it left alone
// and the entries of the list it skipped as invalid. "Replace local edits" is an explicit choice.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Checkbox } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TSiteImportResult } from '@/lib/contract/dive-more';

export function SiteImport() {
  const t = useTranslations('diveMore');
  const qc = useQueryClient();
  const { showError } = useSnackbar();
  const [replaceLocal, setReplaceLocal] = useState(false);
  const run = useMutation({
    mutationFn: () => apiFetch<TSiteImportResult>('/api/settings/scubaDatesDiveSites', { query: replaceLocal ? { replaceLocal: '1' } : {} }),
    onSuccess: () => { void qc.invalidateQueries(); },
    onError: showError,
  });
  const r = run.data;
  return (
    <Card title={t('importTitle')} description={t('importText')} className="mx-auto max-w-6xl" data-testid="site-import">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" loading={run.isPending} onClick={() => run.mutate()}>{t('importRun')}</Button>
        <label className="flex items-center gap-2 text-sm"><Checkbox checked={replaceLocal} onChange={(e) => setReplaceLocal(e.target.checked)} />{t('replaceLocal')}</label>
      </div>
      {r && (
        <div className="mt-3 space-y-1 text-sm" role="status" data-testid="site-import-result">
          <p>{t('importResult', { created: r.created, updated: r.updated, unchanged: r.unchanged })}</p>
          {r.keptLocal.length > 0 && <p className="text-amber-800">{t('keptLocal', { names: r.keptLocal.map((k) => k.name).join(', ') })}</p>}
          {r.invalid.length > 0 && <p className="text-red-800">{t('invalidEntries', { n: r.invalid.length })}: {r.invalid.slice(0, 5).map((i) => `#${i.index + 1} ${i.message}`).join('; ')}</p>}
        </div>
      )}
    </Card>
  );
}
