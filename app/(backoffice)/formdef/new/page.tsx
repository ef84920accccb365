// /formdef/new: a new form definition in the form builder (components/formdef).
import { FormDefEditPage } from '@/components/formdef/formdef-edit-page';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/formdef/new');

export default async function Page() {
  const session = await requireRoute('/formdef/new');
  return <FormDefEditPage screenId="formdef" id={null} scopes={session?.user.scopes ?? []} />;
}
