// Wire contract of the loyalty programme, the member card and contest subscriptions (issue 18,
// docs/decisions/loyalty-club.md). Points are a ledger: a member's balance is the sum of their
// entries; an earning, a redemption (a discount on a booking) and a correction are each an entry.
import { z } from 'zod';
import { ZCurrencyCode } from './payments';

export const LOYALTY_BASES = ['night', 'revenue', 'stay'] as const;
export const LOYALTY_ENTRY_KINDS = ['earn', 'redeem', 'correction', 'earn_correction'] as const;
export const MAX_POINTS = 10_000_000;

const ZText2 = z.object({ de: z.string().trim().max(500), en: z.string().trim().max(500) });

export const ZLoyaltyTier = z.strictObject({
  key: z.string().trim().regex(/^[a-z0-9_-]{1,40}$/, 'Lower-case letters, digits, - and _'),
  name: z.object({ de: z.string().trim().min(1).max(80), en: z.string().trim().min(1).max(80) }),
  /** Points earned (lifetime) from which a member holds the tier. */
  minPoints: z.number().int().min(0).max(MAX_POINTS),
  /** Extra points on every stay earned while holding the tier, in percent. */
  bonusPercent: z.number().int().min(0).max(200).default(0),
  benefits: ZText2.default({ de: '', en: '' }),
});
export type TLoyaltyTier = z.infer<typeof ZLoyaltyTier>;

export const ZLoyaltyProgram = z.strictObject({
  isActive: z.boolean(),
  basis: z.enum(LOYALTY_BASES),
  /** Points per night, per stay, or per `revenueStep` minor units of revenue. */
  pointsPerUnit: z.number().int().min(0).max(100_000),
  revenueStep: z.number().int().min(1).max(100_000_000),
  currency: ZCurrencyCode,
  /** Minor units of `currency` one point is worth as a discount. */
  pointValue: z.number().int().min(1).max(100_000),
  tiers: z.array(ZLoyaltyTier).max(20)
    .refine((t) => new Set(t.map((x) => x.key)).size === t.length, 'Tier keys must be unique')
    .refine((t) => new Set(t.map((x) => x.minPoints)).size === t.length, 'Two tiers cannot start at the same points'),
});
export type TLoyaltyProgram = z.infer<typeof ZLoyaltyProgram>;

export const ZLoyaltyProgramRead = ZLoyaltyProgram.extend({ updatedAt: z.string().nullable(), userName: z.string().nullable() });

export const ZLoyaltyEntry = z.object({
  id: z.uuid(),
  points: z.number().int(),
  kind: z.enum(LOYALTY_ENTRY_KINDS),
  booking: z.uuid().nullable(),
  bookingNo: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  userName: z.string().nullable(),
  /** Balance after this entry. */
  balance: z.number().int(),
});
export type TLoyaltyEntry = z.infer<typeof ZLoyaltyEntry>;

const ZTierRef = z.object({ key: z.string(), name: z.object({ de: z.string(), en: z.string() }), minPoints: z.number().int(), bonusPercent: z.number().int(), benefits: z.object({ de: z.string(), en: z.string() }) });

export const ZLoyaltyStatement = z.object({
  customer: z.uuid(),
  fullName: z.string(),
  balance: z.number().int(),
  /** Lifetime points earned (earnings and their corrections): decides the tier. */
  earned: z.number().int(),
  tier: ZTierRef.nullable(),
  nextTier: ZTierRef.nullable(),
  /** Points still to earn for the next tier. */
  toNextTier: z.number().int().nullable(),
  /** What the balance is worth as a discount, in the programme's currency. */
  worth: z.object({ amount: z.number().int(), currency: z.string() }),
  entries: z.array(ZLoyaltyEntry),
});
export type TLoyaltyStatement = z.infer<typeof ZLoyaltyStatement>;

export const ZLoyaltyMember = z.object({
  customer: z.uuid(), fullName: z.string(), email: z.string().nullable(), balance: z.number().int(), earned: z.number().int(),
  tier: z.string().nullable(), lastEntry: z.string(),
});
export const ZLoyaltyMembers = z.object({ items: z.array(ZLoyaltyMember) });
export const ZLoyaltyMembersQuery = z.object({ search: z.string().trim().max(100).optional() });

export const ZLoyaltyRedeem = z.strictObject({
  points: z.number().int().min(1).max(MAX_POINTS),
  note: z.string().trim().max(500).optional(),
});
export const ZLoyaltyCorrection = z.strictObject({
  points: z.number().int().min(-MAX_POINTS).max(MAX_POINTS).refine((v) => v !== 0, 'must not be zero'),
  note: z.string().trim().min(3).max(500),
  /** Corrects what was earned (changes the tier too), not only the balance. */
  earned: z.boolean().default(false),
});
export const ZLoyaltyEarnResult = z.object({ earned: z.boolean(), points: z.number().int(), statement: ZLoyaltyStatement });

/** A member card: the QR code carries only the token. */
export const ZMemberCard = z.object({
  customer: z.uuid(), fullName: z.string(), token: z.string(), createdAt: z.string(),
  tier: z.string().nullable(), balance: z.number().int(),
  /** What the QR code holds: the desk's scan link with the token, nothing personal. */
  link: z.string(),
  /** The QR code as an SVG data URL. */
  qr: z.string(),
});
export const ZMemberCardState = z.object({ card: ZMemberCard.nullable() });
export const ZCardResolve = z.object({ customer: z.uuid(), fullName: z.string() });
export const CARD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/** A contest takes entries while it is active and today lies within its dates (either may be open). */
export const isContestOpen = (c: { status: string; validFrom?: string | null; validTo?: string | null }, today: string): boolean =>
  c.status === 'active' && (!c.validFrom || c.validFrom <= today) && (!c.validTo || c.validTo >= today);

export const ZContestSubscribe = z.strictObject({ customer: z.uuid().optional() });
/** One entry of a contest as staff see it: who entered (name, e-mail) and when. */
export const ZContestEntry = z.object({ customer: z.uuid(), fullName: z.string(), email: z.string().nullable(), subscribedAt: z.string() });
export type TContestEntry = z.infer<typeof ZContestEntry>;
export const ZContestSubscription = z.object({
  contest: z.uuid(),
  customer: z.uuid().nullable(),
  subscribed: z.boolean(),
  subscribedAt: z.string().nullable(),
  /** Staff (contest.read) without `customer`: the entries of the customers the caller may read
   *  (the customers' generic read rule), first entered first; null otherwise. */
  subscribers: z.array(ZContestEntry).nullable(),
  /** With `subscribers`: how many entries the contest has in all (a caller who may not read
   *  some of the customers sees fewer rows than this); null otherwise. */
  entries: z.number().int().nullable(),
});
export type TContestSubscription = z.infer<typeof ZContestSubscription>;
export const ZOpenContest = z.object({
  id: z.uuid(), name: z.string(), description: z.record(z.string(), z.string()).nullable(), prize: z.string().nullable(),
  validFrom: z.string().nullable(), validTo: z.string().nullable(), subscribed: z.boolean(),
});
export const ZOpenContests = z.object({ items: z.array(ZOpenContest) });

/** The club member's invoices (GET /api/club/invoices). */
export const ZClubInvoices = z.object({
  items: z.array(z.object({
    id: z.uuid(), number: z.string(), kind: z.string(), booking: z.uuid(), bookingNo: z.string().nullable(), issueDate: z.string(),
    total: z.number().int(), currency: z.string(),
  })),
});
