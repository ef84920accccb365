// The answers a guest sent through a form link (row action 'formAnswers'), read-only: one
// section per guest, the questions under their headers, "No answer" where there is none. A
// guest form asks the fixed guest questions; a form its definition's elements (fetched).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TFormElement } from '@/lib/contract/form-access';
import { isSignature } from '@/lib/contract/signature';
import { GUEST_FORM_ELEMENTS } from '@/lib/contract/guest-form-elements';
import { formatDate } from '@/lib/format';
import { answerSections, type TAnswerSection } from '@/lib/guest-form/answer-lines';
import { resourceKeys } from '../list/list-cache';
import type { TRowActionDialogProps } from '../list/row-actions';
import { GuestFormFiles } from './guest-form-files';
import { SignatureChecks } from './signature-checks';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function FormAnswersDialog({ resource, row, name, onClose, mayChange }: TRowActionDialogProps) {
  const t = useTranslations();
  const lang = contentLanguage(useLocale());
  const formdef = resource.name === 'form' && typeof row.formdef === 'string' ? row.formdef : null;
  // An answered form shows the questions of the version it was answered under.
  const version = typeof row.formdefVersion === 'number' ? row.formdefVersion : null;
  const def = useQuery({
    queryKey: [...resourceKeys.item('formdef', formdef ?? ''), 'version', version],
    queryFn: ({ signal }) => apiFetch<{ elements: TFormElement[] }>(`/api/formdef/${encodeURIComponent(formdef!)}${version ? `/versions/${version}` : ''}`, { signal }),
    enabled: !!formdef,
    meta: { silent: true },
  });
  const elements = formdef ? def.data?.elements : GUEST_FORM_ELEMENTS;
  const submittedAt = typeof row.submittedAt === 'string' ? row.submittedAt : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('formAnswers.title', { name })}>
      {formdef && def.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-slate-600"><Spinner />{t('formLinks.loading')}</p>
      ) : !elements ? (
        <ErrorState title={t('formAnswers.loadFailed')} action={<Button variant="secondary" onClick={() => def.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{submittedAt ? t('formAnswers.submittedAt', { date: formatDate(submittedAt, 'dateTime') }) : t('formAnswers.notSent')}</p>
          {answerSections(elements, row.data as Record<string, unknown> | null, lang).map((s) => <Section key={s.guest ?? 'all'} section={s} />)}
          {resource.name === 'guestform' && <GuestFormFiles formId={row.id} />}
          {formdef && elements.some((el) => el.type === 'Signature') && <SignatureChecks formId={row.id} paths={drawnPaths(row.data)} />}
          {mayChange && resource.name === 'guestform' && row.status === 'submitted' && typeof row.customer === 'string' && <SyncButton id={row.id} onDone={onClose} />}
        </div>
      )}
    </Dialog>
  );
}

/** The drawings of the stored signatures by key. */
function drawnPaths(data: unknown): Record<string, string | undefined> {
  const d = data && typeof data === 'object' ? data as Record<string, unknown> : {};
  return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, isSignature(v) ? v.path : undefined]));
}

function Section({ section }: { section: TAnswerSection }) {
  const t = useTranslations('formAnswers');
  return (
    <section aria-label={section.guest !== null ? t('guest', { n: section.guest + 1 }) : undefined} className="rounded-md border border-slate-200 p-3">
      {section.guest !== null && <h3 className="mb-1 text-base font-semibold">{t('guest', { n: section.guest + 1 })}</h3>}
      {section.groups.map((g, i) => (
        <div key={i}>
          {g.header && <h4 className="pt-2 pb-1 text-sm font-medium text-slate-900">{g.header}</h4>}
          <dl className="divide-y divide-slate-100 text-sm">
            {g.lines.map((line) => (
              <div key={line.key} className="grid gap-1 py-1.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
                <dt className="text-slate-600">{line.label}</dt>
                <dd className={line.value === null ? 'text-muted' : 'whitespace-pre-line break-words text-slate-900'}>{line.value ?? t('noAnswer')}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

/** Copies the answers into the guest form's customer (POST {id}/syncWithCustomer); the form is
 *  then synced and closed to the guest. Refusals (no right, not fitting) show in the snackbar. */
function SyncButton({ id, onDone }: { id: string; onDone: () => void }) {
  const t = useTranslations('formAnswers');
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const sync = useMutation({
    mutationFn: () => apiFetch<unknown>(`/api/guestform/${encodeURIComponent(id)}/syncWithCustomer`, { method: 'POST' }),
    onSuccess: async () => {
      await Promise.all(['guestform', 'customers'].map((r) => qc.invalidateQueries({ queryKey: resourceKeys.all(r) })));
      snackbar.showSuccess(t('synced'));
      onDone();
    },
  });
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">{t('syncHint')}</p>
      <Button onClick={() => sync.mutate()} loading={sync.isPending} className="shrink-0">{t('sync')}</Button>
    </div>
  );
}
