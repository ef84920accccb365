// /agency/filter/{fid}: a saved agency filter opened by its id, or `new` for a fresh one
// (components/crm).
import { notFound } from 'next/navigation';
import { SegmentScreen } from '@/components/crm/segment-screen';
import { CUSTOMER_UUID } from '@/components/customers/customer-pages';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ fid: string }> };

export const generateMetadata = () => routeMetadata('/agency/filter/x');

export default async function Page({ params }: TProps) {
  const { fid } = await params;
  await requireRoute(`/agency/filter/${encodeURIComponent(fid)}`);
  if (fid !== 'new' && !CUSTOMER_UUID.test(fid)) notFound();
  return <SegmentScreen kind="agencies" fid={fid === 'new' ? null : fid} />;
}
