// /media/create: upload files into the library (a media record is made by its upload).
import { MediaLibrary } from '@/components/media/media-library';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAllScopes } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/media/create');

export default async function Page() {
  const session = await requireRoute('/media/create');
  const scopes = session?.user.scopes ?? [];
  return <MediaLibrary screenId={'media'} mayCreate={hasAllScopes(scopes, ['media.create'])} mayUpdate={hasAllScopes(scopes, ['media.update'])} />;
}
