// The club area (/club/dashboard, /club/dashboard/{tab}): a member's own bookings, invoices, guest
// forms to fill in, loyalty points and tier, contests, dive log, profile and password. Every tab
// reads the member's own data through calls the upstream limits to them.
'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { cn } from '@/components/ui';
import { AccountForm, PasswordForm } from '@/components/profile/profile-forms';
import { ClubBookings, ClubForms } from './club-bookings';
import { ClubContests } from './club-contests';
import { ClubDiveLog } from './club-divelog';
import { ClubInvoices } from './club-invoices';
import { ClubLoyalty } from './club-loyalty';
import { ClubProfile } from './club-profile';
import { CLUB_TABS, clubTabPath, type TClubTab } from './club-tabs';

export function ClubDashboard({ tab, features }: { tab: TClubTab; features: { loyalty: boolean; contest: boolean; diveLog: boolean } }) {
  const t = useTranslations('club');
  const active = useRef<HTMLAnchorElement>(null);
  // On a phone the tab row scrolls: keep the open tab in sight.
  useEffect(() => { active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' }); }, [tab]);
  const shown = CLUB_TABS.filter((x) => (x !== 'loyalty' || features.loyalty) && (x !== 'contests' || features.contest) && (x !== 'divelog' || features.diveLog));
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <nav aria-label={t('tabsLabel')} className="-mx-1 flex gap-1 overflow-x-auto pb-1">
        {shown.map((x) => (
          <Link key={x} href={clubTabPath(x)} ref={x === tab ? active : undefined} aria-current={x === tab ? 'page' : undefined}
            className={cn('shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap', x === tab ? 'bg-sky-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50')}>
            {t(`tabs.${x}`)}
          </Link>
        ))}
      </nav>
      <section aria-label={t(`tabs.${tab}`)}>
        {tab === 'bookings' && <ClubBookings />}
        {tab === 'invoices' && <ClubInvoices />}
        {tab === 'forms' && <ClubForms />}
        {tab === 'loyalty' && <ClubLoyalty />}
        {tab === 'contests' && <ClubContests />}
        {tab === 'divelog' && <ClubDiveLog />}
        {tab === 'profile' && <ClubProfile render={(self) => <AccountForm key={self.id} self={self} />} />}
        {tab === 'password' && <PasswordForm />}
      </section>
    </div>
  );
}
