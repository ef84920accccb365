// /users/profile: the signed-in user's own account (components/profile).
import { ProfileScreen } from '@/components/profile/profile-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/users/profile');

export default async function Page() {
  await requireRoute('/users/profile');
  return <ProfileScreen />;
}
