// Reads a form by its link for the public pages (server only): GET /api/{form|guestform}/{id}
// ?token= on the upstream, no login. null when the link opens no form (wrong id or token).
import 'server-only';
import { ApiError } from '@/lib/errors';
import { upstreamJson } from '@/lib/http/upstream-client';
import type { TPublicForm } from '@/lib/contract/form-access';
import type { TAnswerTarget } from './answer-state';

export function formCall(target: Pick<TAnswerTarget, 'kind' | 'id' | 'token' | 'layout'>): string {
  const q = new URLSearchParams({ token: target.token });
  if (target.layout) q.set('layout', target.layout);
  return `/api/${target.kind}/${encodeURIComponent(target.id)}?${q}`;
}

export async function loadForm(target: TAnswerTarget, lang: 'de' | 'en'): Promise<TPublicForm | null> {
  try {
    return await upstreamJson<TPublicForm>(formCall(target), { lang });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
