// /customer/:id: edit one customer (components/customers/customer-form). Every static route of the
// group has a page of its own (customer/group is "not built yet"), so only ids land here.
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CustomerForm } from '@/components/customers/customer-form';
import { CUSTOMER_UUID, canEditDataFields, customerLocked } from '@/components/customers/customer-pages';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/customer/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id } = await params;
  const path = `/customer/${encodeURIComponent(id)}`;
  const session = await requireRoute(path);
  if (!CUSTOMER_UUID.test(id)) notFound();
  const t = await getTranslations('customers');
  return (
    <section className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('editTitle')}</h1>
      <CustomerForm screenId="customers" id={id} locked={customerLocked(session?.user.scopes ?? [], 'update')} dataFields={canEditDataFields(session?.user.scopes ?? [])} />
    </section>
  );
}
