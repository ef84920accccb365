// The form of one record in a dialog over its list (lists whose route table has no edit route),
// with the screen's panels below a saved record (record-panels.tsx). Closing it with unsaved
// changes asks first.
'use client';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui';
import { screenTitleKey, type TScreen } from '@/lib/resources/screens';
import { RecordPanels } from '../form/record-panels';
import { ResourceForm, type TResourceFormProps } from '../form/resource-form';
import { useLeaveForm } from '../form/unsaved-guard';

type TProps = {
  screen: TScreen;
  id: string | null;
  can: TResourceFormProps['can'];
  /** The caller's scopes (the panels decide what they offer). */
  scopes: readonly string[];
  onClose: () => void;
  /** Show another record (a saved new one, a copy). */
  onOpen: (id: string) => void;
};

export function FormDialog({ screen, id, can, scopes, onClose, onOpen }: TProps) {
  const t = useTranslations();
  const leaving = useLeaveForm(onClose);
  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && leaving.requestLeave()}
        size="lg"
        title={`${t(screenTitleKey(screen))}: ${t(id === null ? 'resources.form.createTitle' : 'resources.form.editTitle')}`}
      >
        <ResourceForm
          screen={screen}
          id={id}
          can={can}
          onDirtyChange={leaving.setDirty}
          onSaved={() => onClose()}
          onCopied={(copy) => onOpen(copy.id)}
          onDeleted={onClose}
          onCancel={leaving.requestLeave}
        />
        {id !== null && screen.panels?.length ? <div className="mt-6"><RecordPanels screen={screen} id={id} scopes={scopes} /></div> : null}
      </Dialog>
      {leaving.confirm}
    </>
  );
}
