// The back office's live notifications (GET /api/events/notifications, server-sent events through
// the BFF): a bell in the top bar with the number not seen yet, opening the latest ones, each
// leading to its booking. Only for users who may read bookings or payments (the upstream tells
// nobody else anything). The browser's EventSource reconnects by itself, with the last event's id,
// so a dropped connection loses nothing. What is unread survives a reload and other devices: the
// stream starts at the newest notification the user saw (its `ready` event names it) and opening the
// bell saves the newest one shown (settings.notificationsSeenAt, POST /api/users/self).
'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Popover } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { useMayScope } from '@/components/session/session-scopes';
import { NOTIFICATION_EVENT, ZNotification, type TNotification } from '@/lib/contract/notifications';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { contentLanguage } from '@/lib/i18n/ui-language';

const KEEP = 20;

export function NotificationBell() {
  const bookings = useMayScope('bookings.read');
  const payments = useMayScope('bookingpayment.read');
  return bookings || payments ? <Bell /> : null;
}

function Bell() {
  const t = useTranslations('notifications');
  const locale = contentLanguage(useLocale());
  const [items, setItems] = useState<TNotification[]>([]);
  const [unseen, setUnseen] = useState(0);
  const [live, setLive] = useState(false);

  useEffect(() => {
    let seenAt: string | null = null;
    const source = new EventSource('/api/events/notifications');
    source.addEventListener('ready', (e) => {
      setLive(true);
      try { seenAt = (JSON.parse((e as MessageEvent<string>).data) as { seenAt?: string | null }).seenAt ?? seenAt; } catch { /* an older server */ }
    });
    source.addEventListener('error', () => setLive(false));
    source.addEventListener(NOTIFICATION_EVENT, (e) => {
      const parsed = ZNotification.safeParse(JSON.parse((e as MessageEvent<string>).data));
      if (!parsed.success) return;
      setItems((list) => [parsed.data, ...list.filter((x) => x.id !== parsed.data.id)].slice(0, KEEP));
      if (!seenAt || Date.parse(parsed.data.at) > Date.parse(seenAt)) setUnseen((n) => n + 1);
    });
    return () => source.close();
  }, []);

  /** Opening the bell: all shown are seen, here and after a reload (the newest one's time, the server's clock). */
  const markSeen = () => {
    setUnseen(0);
    const newest = items.reduce<string | null>((m, n) => (!m || Date.parse(n.at) > Date.parse(m) ? n.at : m), null);
    if (newest) apiFetch('/api/users/self', { method: 'POST', body: { settings: { notificationsSeenAt: newest } }, noAuthRedirect: true }).catch(() => undefined);
  };

  const text = (n: TNotification) => {
    const booking = n.booking?.number ?? n.booking?.title ?? '';
    if (n.kind === 'payment.received') return t('payment', { booking, amount: formatMoney(n.amount ?? 0, n.currency ?? 'EUR', locale) });
    if (n.kind === 'guestform.submitted') return t('guestform', { booking, name: n.name ?? '' });
    return t('booking', { booking, channel: n.channel ?? 'public' });
  };

  // The badge's text and the button's name say the same number (axe: label-content-name-mismatch).
  const shown = unseen > 9 ? '9+' : String(unseen);
  return (
    <Popover
      onOpenChange={(open) => { if (open) markSeen(); }}
      trigger={
        <button
          type="button"
          data-testid="notification-bell"
          data-live={live}
          className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
          aria-label={unseen > 0 ? t('bellUnseen', { count: shown }) : t('bell')}
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
          {unseen > 0 && (
            <span data-testid="notification-count" className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[0.7rem] font-semibold leading-[1.1rem] text-white">
              {shown}
            </span>
          )}
        </button>
      }
    >
      <div className="w-80 p-1" data-testid="notification-list">
        <p className="px-1 pb-2 text-sm font-semibold text-slate-900">{t('title')}</p>
        {items.length === 0 ? (
          <p className="px-1 pb-1 text-sm text-slate-600">{live ? t('empty') : t('offline')}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {items.map((n) => (
              <li key={n.id} className="px-1 py-2 text-sm">
                {n.booking ? <Link className="text-sky-800 underline" href={`/booking/${n.booking.id}`}>{text(n)}</Link> : text(n)}
                <span className="block text-xs text-slate-500">{formatDate(n.at, 'dateTime')}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popover>
  );
}
