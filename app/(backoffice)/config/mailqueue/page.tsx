// /config/mailqueue: the mail queue (components/mail/mail-queue-screen.tsx).
import { MailQueueScreen } from '@/components/mail/mail-queue-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/mailqueue');

export default async function Page() {
  const session = await requireRoute('/config/mailqueue');
  const scopes = session?.user.scopes ?? [];
  return <MailQueueScreen mayChange={hasAnyScope(scopes, ['mailqueue.update', 'mail.update'])} />;
}
