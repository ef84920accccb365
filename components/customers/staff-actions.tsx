// Staff actions of the customer view (customers.update): likely duplicates with a merge into this
// customer, the privacy export (a JSON file) and the erasure, each confirmed and logged upstream.
'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, ConfirmDialog } from '@/components/ui';
import type { TDuplicateCandidate } from '@/lib/contract/customers';
import { formatDate } from '@/lib/format';
import { useCustomerActions, useDuplicates } from './queries';

function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export function StaffActions({ id, name }: { id: string; name: string }) {
  const t = useTranslations('customers.staff');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [showDuplicates, setShowDuplicates] = useState(false);
  const [merging, setMerging] = useState<TDuplicateCandidate | null>(null);
  const [erasing, setErasing] = useState(false);
  const duplicates = useDuplicates(id, showDuplicates);
  const { merge, exportData, erase } = useCustomerActions(id);
  return (
    <Card title={t('title')} as="h2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setShowDuplicates(true)} disabled={showDuplicates}>{t('findDuplicates')}</Button>
        <Button variant="secondary" loading={exportData.isPending}
          onClick={() => exportData.mutate(undefined, { onSuccess: (d) => { download(`customer-${id}.json`, d); snackbar.showSuccess(t('exported')); }, onError: snackbar.showError })}>
          {t('export')}
        </Button>
        <Button variant="danger" onClick={() => setErasing(true)}>{t('erase')}</Button>
      </div>
      {showDuplicates && (
        <div className="mt-4" data-testid="duplicates">
          {duplicates.isPending ? <p className="text-sm text-slate-500">{t('searching')}</p>
            : !duplicates.data?.length ? <p className="text-sm text-slate-500">{t('noDuplicates')}</p> : (
              <ul className="divide-y divide-slate-100 text-sm">
                {duplicates.data.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center gap-2 py-2">
                    <a href={`/customer/view/${d.id}`} className="font-medium text-sky-800 hover:underline">{d.fullName}</a>
                    <span className="text-slate-600">{[d.email, d.birthday ? formatDate(d.birthday) : null, d.passport].filter(Boolean).join(' · ')}</span>
                    <span className="text-xs text-slate-500">{d.reasons.map((r) => t(`reason.${r}`)).join(', ')}</span>
                    <Button size="sm" className="ml-auto" onClick={() => setMerging(d)}>{t('mergeHere')}</Button>
                  </li>
                ))}
              </ul>
            )}
        </div>
      )}
      <ConfirmDialog open={!!merging} onOpenChange={(o) => !o && setMerging(null)} title={t('mergeTitle')}
        description={t('mergeText', { from: merging?.fullName ?? '', into: name })} confirmLabel={t('merge')}
        onConfirm={async () => {
          try {
            const r = await merge.mutateAsync(merging!.id);
            snackbar.showSuccess(t('merged', { count: Object.values(r.moved).reduce((a, b) => a + b, 0) }));
            setMerging(null);
          } catch (err) { snackbar.showError(err); }
        }} />
      <ConfirmDialog open={erasing} onOpenChange={setErasing} title={t('eraseTitle')} description={t('eraseText', { name })}
        confirmLabel={t('erase')} destructive
        onConfirm={async () => {
          try {
            await erase.mutateAsync();
            snackbar.showSuccess(t('erased'));
            setErasing(false);
            router.refresh();
          } catch (err) { snackbar.showError(err); }
        }} />
    </Card>
  );
}
