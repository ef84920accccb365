// /customer/create: a new customer (components/customers/customer-form).
import { getTranslations } from 'next-intl/server';
import { CustomerForm } from '@/components/customers/customer-form';
import { canEditDataFields, customerLocked } from '@/components/customers/customer-pages';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/customer/create');

export default async function Page() {
  const session = await requireRoute('/customer/create');
  const t = await getTranslations('customers');
  return (
    <section className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('createTitle')}</h1>
      <CustomerForm screenId="customers" id={null} locked={customerLocked(session?.user.scopes ?? [], 'create')} dataFields={canEditDataFields(session?.user.scopes ?? [])} />
    </section>
  );
}
