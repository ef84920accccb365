// A record's own page (routes with ':id' or a create route): the resource form with the
// unsaved-changes guard, a link back to the list, navigation after save, copy and delete, and the
// screen's panels below a saved record (record-panels.tsx).
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { hasAnyScope } from '@/lib/access/scopes';
import { lockedFields } from '@/lib/contract/resources/self-limit';
import { editHref, screenById, screenResource, screenTitleKey } from '@/lib/resources/screens';
import { RecordPanels } from './record-panels';
import { rowLabel } from './ref-data';
import type { TFormValues } from './form-values';
import { ResourceForm, useRecord } from './resource-form';
import { useLeaveForm } from './unsaved-guard';

export function ResourceEditPage({ screenId, id, scopes, onValuesChange }: { screenId: string; id: string | null; scopes: readonly string[]; onValuesChange?: (values: TFormValues) => void }) {
  const t = useTranslations();
  const router = useRouter();
  const screen = screenById(screenId);
  const resource = screenResource(screen);
  const record = useRecord(resource, id);
  const leaving = useLeaveForm(() => router.push(screen.path));
  const can = {
    create: hasAnyScope(scopes, resource.scopes.create),
    update: hasAnyScope(scopes, resource.scopes.update),
    delete: hasAnyScope(scopes, resource.scopes.delete),
    locked: { create: lockedFields(resource, scopes, 'create'), update: lockedFields(resource, scopes, 'update') },
  };
  const toRecord = (recordId: string) => router.replace(editHref(screen, recordId) ?? screen.path);
  return (
    <section className="mx-auto max-w-4xl space-y-4">
      <nav>
        <Link href={screen.path} className="text-sm text-sky-800 hover:underline">← {t(screenTitleKey(screen))}</Link>
      </nav>
      <h1 className="text-xl font-semibold text-slate-900">
        {id === null ? t('resources.form.createTitle') : record.data ? rowLabel(resource, record.data) : t('resources.form.editTitle')}
      </h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <ResourceForm
          screen={screen}
          id={id}
          can={can}
          guardNavigation
          onDirtyChange={leaving.setDirty}
          onValuesChange={onValuesChange}
          onSaved={(item, created) => created && toRecord(item.id)}
          onCopied={(copy) => router.push(editHref(screen, copy.id) ?? screen.path)}
          onDeleted={() => router.push(screen.path)}
          onCancel={leaving.requestLeave}
        />
      </div>
      <RecordPanels screen={screen} id={id} scopes={scopes} />
      {leaving.confirm}
    </section>
  );
}
