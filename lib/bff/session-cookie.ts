// Writing and clearing the sealed session cookie on a BFF response.
import type { NextResponse } from 'next/server';
import { SESSION_COOKIE, sessionOptions } from '../session/config';
import { sealSession } from '../session/unseal';
import type { TSessionData } from '../session/types';

export async function setSessionCookie(res: NextResponse, req: Request, data: TSessionData): Promise<void> {
  const { cookieOptions } = sessionOptions(req.headers);
  res.cookies.set(SESSION_COOKIE, await sealSession(data), { ...cookieOptions, maxAge: undefined });
}

export function clearSessionCookie(res: { cookies: NextResponse['cookies'] }, req: Request): void {
  const { cookieOptions } = sessionOptions(req.headers);
  res.cookies.set(SESSION_COOKIE, '', { ...cookieOptions, maxAge: 0 });
}
