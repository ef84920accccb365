// /media/list: the media library (upload, folders, moving) and the folders as a generic list.
import { MediaLibrary } from '@/components/media/media-library';
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAllScopes } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/media/list');

export default async function Page() {
  const session = await requireRoute('/media/list');
  const scopes = session?.user.scopes ?? [];
  return (
    <div className="space-y-8">
      <MediaLibrary screenId={'media'} mayCreate={hasAllScopes(scopes, ['media.create'])} mayUpdate={hasAllScopes(scopes, ['media.update'])} />
      <ResourceScreen screenIds={['mediafolder']} scopes={scopes} />
    </div>
  );
}
