// The signed-in user's own account as GET /api/users/self answers it.
import type { z } from 'zod';
import type { ZUser } from '@/lib/contract/users';

export type TSelf = z.infer<typeof ZUser> & { phone?: string | null };
export const PROFILE_KEY = ['users', 'self'] as const;
export const LOGINS_KEY = ['users', 'self', 'logins'] as const;
