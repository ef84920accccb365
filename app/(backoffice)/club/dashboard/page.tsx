// /club/dashboard (user or admin, feature crmMaster): the club member's start, their bookings.
import { routeMetadata } from '@/components/resources/page-metadata';
import { ClubPage } from './club-page';

export const generateMetadata = () => routeMetadata('/club/dashboard');

export default function Page() {
  return <ClubPage tab="bookings" />;
}
