// Server-side data of the home screen: GET /api/dashboard, the one upstream call of the page
// (docs/decisions/dashboard.md). A failure is shown on the page, never thrown.
import 'server-only';
import { ZDashboard, type TDashboard } from '../contract/dashboard';
import { ApiError } from '../errors';
import { upstreamJson } from '../http/upstream-client';
import type { TSessionData } from '../session/types';

export type TDashboardLoad = { kind: 'ok'; data: TDashboard } | { kind: 'error'; message: string };

export async function loadDashboard(session: TSessionData, lang: string): Promise<TDashboardLoad> {
  try {
    const body = await upstreamJson<unknown>('/api/dashboard', { token: session.token, lang });
    return { kind: 'ok', data: ZDashboard.parse(body) };
  } catch (err) {
    return { kind: 'error', message: err instanceof ApiError ? (err.parsed.messageKey ?? err.parsed.message) : 'errors.unknown' };
  }
}
