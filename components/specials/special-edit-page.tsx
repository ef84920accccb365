// /specials/create and /specials/:id: the special's editor on the shared record page.
'use client';
import { RecordEditPage } from '@/components/resources/form/record-edit-page';
import { SpecialEditor } from './special-editor';

export function SpecialEditPage(props: { screenId: string; id: string | null; scopes: readonly string[] }) {
  return <RecordEditPage {...props} Editor={SpecialEditor} />;
}
