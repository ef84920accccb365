// The row actions a screen declares besides open, copy and delete (TScreen.rowActions): the
// button's label and the dialog it opens over the list for one record.
'use client';
import type { ComponentType } from 'react';
import type { TResource } from '@/lib/contract/resources';
import type { TRowAction } from '@/lib/resources/screens';
import { FormAnswersDialog } from '../form-links/form-answers-dialog';
import { FormLinksDialog } from '../form-links/form-links-dialog';
import type { TRow } from './list-table';

export type TRowActionDialogProps = {
  resource: TResource; row: TRow; /** The record's label. */ name: string; onClose: () => void;
  /** The caller holds an update scope of the resource (the server still decides per record). */
  mayChange: boolean;
};

export const ROW_ACTION_UI: Record<TRowAction, { label: string; Dialog: ComponentType<TRowActionDialogProps> }> = {
  formLinks: { label: 'formLinks.action', Dialog: FormLinksDialog },
  formAnswers: { label: 'formAnswers.action', Dialog: FormAnswersDialog },
};
