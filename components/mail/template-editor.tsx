// The mail template editor (/config/mailtemplates/:id): the generic resource form, and below it
// the live preview of the text as it stands in the form, saved or not (the preview call takes
// the draft subject and body of the previewed language).
'use client';
import { useCallback, useState } from 'react';
import type { TFormValues } from '@/components/resources/form/form-values';
import { ResourceEditPage } from '@/components/resources/form/resource-edit-page';
import { TemplatePreview, type TTemplateDraft } from './template-preview';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function TemplateEditor({ screenId, id, scopes }: { screenId: string; id: string; scopes: readonly string[] }) {
  const [draft, setDraft] = useState<TTemplateDraft | null>(null);
  const onValuesChange = useCallback((v: TFormValues) => {
    const i18n = (x: unknown) => (x && typeof x === 'object' ? x as { de?: string; en?: string } : {});
    setDraft({ subject: i18n(v.subject), body: i18n(v.body) });
  }, []);
  const saved = UUID.test(id);
  return (
    <>
      <ResourceEditPage screenId={screenId} id={id} scopes={scopes} onValuesChange={saved ? onValuesChange : undefined} />
      {saved && <div className="mx-auto mt-4 max-w-4xl"><TemplatePreview templateId={id} draft={draft} /></div>}
    </>
  );
}
