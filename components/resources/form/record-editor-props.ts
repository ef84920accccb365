// What the shared record page (record-edit-page.tsx) hands the editor of a record with a page of
// its own (the price list's, the special's).
import type { TScreen } from '@/lib/resources/screens';
import type { TRecord } from './use-resource-mutations';

export type TRecordEditorProps = {
  screen: TScreen;
  id: string | null;
  record: TRecord | null;
  can: { create: boolean; update: boolean; delete: boolean };
  onSaved: (item: TRecord, created: boolean) => void;
  onCopied: (item: TRecord) => void;
  onDeleted: () => void;
  onLeave: () => void;
};
