// The tabs of the club area (/club/dashboard/{tab}); the first is /club/dashboard itself.
export const CLUB_TABS = ['bookings', 'invoices', 'forms', 'loyalty', 'contests', 'divelog', 'profile', 'password'] as const;
export type TClubTab = (typeof CLUB_TABS)[number];

export const isClubTab = (v: string): v is TClubTab => (CLUB_TABS as readonly string[]).includes(v);
export const clubTabPath = (tab: TClubTab) => (tab === 'bookings' ? '/club/dashboard' : `/club/dashboard/${tab}`);
