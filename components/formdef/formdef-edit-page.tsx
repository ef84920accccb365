// /formdef/new and /formdef/:id: the form builder on the shared record page.
'use client';
import { RecordEditPage } from '@/components/resources/form/record-edit-page';
import { FormDefEditor } from './formdef-editor';

export function FormDefEditPage(props: { screenId: string; id: string | null; scopes: readonly string[] }) {
  return <RecordEditPage {...props} Editor={FormDefEditor} />;
}
