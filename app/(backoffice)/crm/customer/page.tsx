// /crm/customer: the CRM customer list with the segment criteria and the saved filters
// (components/crm).
import { SegmentScreen } from '@/components/crm/segment-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/crm/customer');

export default async function Page() {
  await requireRoute('/crm/customer');
  return <SegmentScreen kind="customers" fid={null} />;
}
