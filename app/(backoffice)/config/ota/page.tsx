// /config/ota (suapi.read or suapi.all, feature ota): the channel manager connections with their
// state (components/config/ota-connections-screen.tsx); the connections are kept on /plugins.
import { OtaConnectionsScreen } from '@/components/config/ota-connections-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { decideAccess, guardSessionFrom } from '@/lib/access/guard';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/ota');

export default async function Page() {
  const session = await requireRoute('/config/ota');
  const mayConfigure = decideAccess({ pathname: '/plugins', session: guardSessionFrom(session), modulesAdmins: session?.modulesAdmins ?? [] }).kind === 'allow';
  return <OtaConnectionsScreen mayConfigure={mayConfigure} mayPull={hasScope(session?.user.scopes ?? [], 'systemconnection.update')} />;
}
