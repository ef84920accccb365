// /price/new and /price/:id: the price list's editor on the shared record page.
'use client';
import { RecordEditPage } from '@/components/resources/form/record-edit-page';
import { PriceEditor } from './price-editor';

export function PriceEditPage(props: { screenId: string; id: string | null; scopes: readonly string[] }) {
  return <RecordEditPage {...props} Editor={PriceEditor} />;
}
