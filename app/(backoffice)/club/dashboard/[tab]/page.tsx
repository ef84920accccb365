// /club/dashboard/{tab}: one tab of the club area (invoices, forms, loyalty, contests, dive log,
// profile, password); an unknown tab is a 404.
import { routeMetadata } from '@/components/resources/page-metadata';
import { ClubPage } from '../club-page';

export const generateMetadata = () => routeMetadata('/club/dashboard/invoices');

export default async function Page({ params }: { params: Promise<{ tab: string }> }) {
  return <ClubPage tab={(await params).tab} />;
}
