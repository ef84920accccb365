// /mail: the mailbox (any logged-in user may open it; the upstream checks mail.read/mail.update).
import { getTranslations } from 'next-intl/server';
import { MailScreen } from '@/components/mailbox/mail-screen';
import { hasAllScopes } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('mail') };
}

export default async function Page() {
  const session = await requireRoute('/mail');
  if (!session) return null;
  return <MailScreen mayManage={hasAllScopes(session.user.scopes, ['mail.update'])} />;
}
