// /config/mailscheduled: what the mail schedules will send (components/mail/scheduled-mails.tsx).
import { ScheduledMails } from '@/components/mail/scheduled-mails';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/config/mailscheduled');

export default async function Page() {
  const session = await requireRoute('/config/mailscheduled');
  return <ScheduledMails mayTest={hasAnyScope(session?.user.scopes ?? [], ['mailschedule.read', 'mailschedule.update'])} />;
}
