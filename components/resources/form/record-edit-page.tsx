// A record's page of its own (/price/:id, /specials/:id and their create pages): loads the record
// (a new one starts empty) and hosts the screen's editor,
// with the link back to the list, navigation after save, copy and delete, and the screen's panels
// below a saved record (record-panels.tsx).
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRecord } from '@/components/resources/form/resource-form';
import { Button, ErrorState, Spinner } from '@/components/ui';
import { hasAnyScope } from '@/lib/access/scopes';
import { editHref, screenById, screenResource, screenTitleKey } from '@/lib/resources/screens';
import type { ComponentType } from 'react';
import type { TRecordEditorProps } from './record-editor-props';
import { RecordPanels } from './record-panels';

export function RecordEditPage({ screenId, id, scopes, Editor }: { screenId: string; id: string | null; scopes: readonly string[]; Editor: ComponentType<TRecordEditorProps> }) {
  const t = useTranslations();
  const router = useRouter();
  const screen = screenById(screenId);
  const resource = screenResource(screen);
  const record = useRecord(resource, id);
  const can = {
    create: hasAnyScope(scopes, resource.scopes.create),
    update: hasAnyScope(scopes, resource.scopes.update),
    delete: hasAnyScope(scopes, resource.scopes.delete),
  };
  return (
    <section className="mx-auto max-w-6xl space-y-4">
      <nav>
        <Link href={screen.path} className="text-sm text-sky-800 hover:underline">← {t(screenTitleKey(screen))}</Link>
      </nav>
      {id !== null && record.isLoading ? (
        <Spinner label={t('resources.form.loading')} className="p-6" />
      ) : id !== null && (record.isError || !record.data) ? (
        <ErrorState title={t('resources.form.loadFailed')}
          action={<Button variant="secondary" onClick={() => record.refetch()}>{t('resources.form.retry')}</Button>} />
      ) : (
        <Editor
          key={id ?? 'new'}
          screen={screen}
          id={id}
          record={id !== null ? record.data! : null}
          can={can}
          onSaved={(item, created) => created && router.replace(editHref(screen, item.id) ?? screen.path)}
          onCopied={(copy) => router.push(editHref(screen, copy.id) ?? screen.path)}
          onDeleted={() => router.push(screen.path)}
          onLeave={() => router.push(screen.path)}
        />
      )}
      {record.data && <RecordPanels screen={screen} id={id} scopes={scopes} />}
    </section>
  );
}
