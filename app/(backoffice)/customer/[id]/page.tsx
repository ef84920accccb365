// /customer/:id: edit one customer (components/customers/customer-form). The other one-segment
// routes of the group that have no screen of their own yet (/customer/group, ...) land here too
// (this segment is more specific than the catch-all): they get the catch-all's "not built" note.
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CustomerForm } from '@/components/customers/customer-form';
import { CUSTOMER_UUID, customerLocked } from '@/components/customers/customer-pages';
import { routeMetadata } from '@/components/resources/page-metadata';
import { NotBuiltScreen } from '@/components/screens/not-built';
import { matchRoute } from '@/lib/access/match-route';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return routeMetadata(`/customer/${encodeURIComponent((await params).id)}`);
}

export default async function Page({ params }: TProps) {
  const { id } = await params;
  const path = `/customer/${encodeURIComponent(id)}`;
  const session = await requireRoute(path);
  const { route } = matchRoute(path);
  if (route.id !== 'customerEdit') {
    if (route.notFound) notFound();
    return <NotBuiltScreen routeId={route.id} path={path} />;
  }
  if (!CUSTOMER_UUID.test(id)) notFound();
  const t = await getTranslations('customers');
  return (
    <section className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('editTitle')}</h1>
      <CustomerForm id={id} locked={customerLocked(session?.user.scopes ?? [], 'update')} />
    </section>
  );
}
