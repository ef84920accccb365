// The printable face of a member card: name, tier, points and the QR code (the scan link with
// the card's token only).
'use client';
import { useTranslations } from 'next-intl';

export type TMemberCard = { customer: string; fullName: string; token: string; createdAt: string; tier: string | null; balance: number; link: string; qr: string };

export function MemberCardFace({ card }: { card: TMemberCard }) {
  const t = useTranslations('memberCard');
  return (
    <div className="flex w-full max-w-md items-center gap-4 rounded-xl bg-gradient-to-br from-sky-800 to-sky-600 p-4 text-white shadow-md print:shadow-none" data-testid="member-card">
      <div className="min-w-0 flex-1">
        <div className="text-xs tracking-wide uppercase opacity-80">{t('clubMember')}</div>
        <div className="truncate text-lg font-semibold">{card.fullName}</div>
        {card.tier && <div className="text-sm capitalize">{card.tier}</div>}
        <div className="mt-2 text-sm tabular-nums">{t('points', { points: card.balance })}</div>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data URL drawn by our API */}
      <img src={card.qr} alt={t('qrAlt')} width={128} height={128} className="size-32 shrink-0 rounded-md bg-white p-1" data-testid="member-card-qr" />
    </div>
  );
}
