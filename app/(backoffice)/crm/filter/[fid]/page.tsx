// /crm/filter/{fid}: a saved customer filter opened by its id (components/crm).
import { notFound } from 'next/navigation';
import { SegmentScreen } from '@/components/crm/segment-screen';
import { CUSTOMER_UUID } from '@/components/customers/customer-pages';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ fid: string }> };

export const generateMetadata = () => routeMetadata('/crm/filter/x');

export default async function Page({ params }: TProps) {
  const { fid } = await params;
  await requireRoute(`/crm/filter/${encodeURIComponent(fid)}`);
  if (!CUSTOMER_UUID.test(fid)) notFound();
  return <SegmentScreen kind="customers" fid={fid} />;
}
