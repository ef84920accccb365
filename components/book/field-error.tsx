// The error text under a field of the booking forms (server-rendered; translated book.errors.*).
import { getTranslations } from 'next-intl/server';

export async function FieldError({ id, error, values }: { id: string; error: string | undefined | null; values?: Record<string, number> }) {
  if (!error) return null;
  const t = await getTranslations('book.errors');
  return <p id={id} role="alert" className="text-sm text-red-700">{t(error, values)}</p>;
}
