// /export (admin or vessel.update, feature vessel): the channel manager: per channel connection
// what is mapped and the last pushes of availability and rates, with "push now"
// (components/channels/channel-manager-screen.tsx; docs/decisions/channels.md).
import { ChannelManagerScreen } from '@/components/channels/channel-manager-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/export');

export default async function Page() {
  await requireRoute('/export');
  return <ChannelManagerScreen />;
}
