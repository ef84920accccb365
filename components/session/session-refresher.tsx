'use client';
// Keeps the session alive (spec section 4): a refresh 120 s before the token expires, only when
// its lifetime exceeds 240 s. The BFF swaps the token in the sealed cookie; a refused refresh
// (revoked token) or an expired session sends the user to the login page. The server hands over
// the time LEFT on the token, not its expiry instant: the expiry is then placed on the browser's
// own clock, so a device whose clock is wrong (or a test run with a moved clock) neither logs out
// at once nor misses its refresh.
import { useEffect, useState } from 'react';
import { loginFor } from '@/lib/access/guard';
import { isExpired, refreshDelayMs } from '@/lib/session/timing';

type TProps = { msLeft: number; lifetime: number };

export function SessionRefresher({ msLeft, lifetime: initialLifetime }: TProps) {
  const [state, setState] = useState(() => ({ expiresAt: Date.now() + msLeft, lifetime: initialLifetime }));

  useEffect(() => {
    const toLogin = () => window.location.assign(loginFor(window.location.pathname));
    const delay = refreshDelayMs({ lifetimeSeconds: state.lifetime, expiresAt: state.expiresAt });
    if (delay === null) {
      // No refresh for short lifetimes: leave when the token runs out.
      const left = state.expiresAt - Date.now();
      if (isExpired(state.expiresAt)) return toLogin();
      const timer = window.setTimeout(toLogin, Math.min(left, 2 ** 31 - 1));
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch('/api/auth/token', { method: 'PUT' });
        if (res.status === 401) return toLogin();
        if (!res.ok) return; // upstream briefly away: the expiry timer above still applies on the next render
        const body = (await res.json()) as { expiresAt: number; expiresIn: number };
        setState({ expiresAt: Date.now() + body.expiresIn * 1000, lifetime: body.expiresIn });
      } catch {
        /* offline: try again when the page is used next */
      }
    }, Math.min(delay, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [state]);

  return null;
}
