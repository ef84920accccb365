// /specials/create: a new special (the special editor with its rules, components/specials).
import { routeMetadata } from '@/components/resources/page-metadata';
import { SpecialEditPage } from '@/components/specials/special-edit-page';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/specials/create');

export default async function Page() {
  const session = await requireRoute('/specials/create');
  return <SpecialEditPage screenId="specials" id={null} scopes={session?.user.scopes ?? []} />;
}
