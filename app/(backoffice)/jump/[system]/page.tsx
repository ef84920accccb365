// /jump/{system}?to=/path: another system in a frame (lib/shell/jump-frame.ts says which address).
import { getLocale, getTranslations } from 'next-intl/server';
import { JumpFrame } from '@/components/jump/jump-frame';
import { ApiError } from '@/lib/errors';
import { requireRoute } from '@/lib/session/require-route';
import { loadBootstrap } from '@/lib/shell/bootstrap';
import { jumpFrame } from '@/lib/shell/jump-frame';
import { upstreamJson } from '@/lib/http/upstream-client';

type TProps = { params: Promise<{ system: string }>; searchParams: Promise<{ to?: string | string[] }> };

export async function generateMetadata({ params }: TProps) {
  return { title: `${(await getTranslations('routes'))('jump')}: ${(await params).system}` };
}

export default async function JumpPage({ params, searchParams }: TProps) {
  const { system } = await params;
  const session = await requireRoute(`/jump/${encodeURIComponent(system)}`);
  if (!session) return null;
  const locale = await getLocale();
  const boot = await loadBootstrap(session.token, locale);
  const configured = boot.kind === 'ok' ? boot.boot.settings.systems : [];
  const systems = Array.isArray(configured) ? configured.filter((s): s is string => typeof s === 'string') : [];
  let linkData: Record<string, unknown> | null = null;
  let loadError: string | null = null;
  if (systems.includes(system)) {
    try {
      const link = await upstreamJson<{ data: Record<string, unknown> }>(`/api/users/self/link/${encodeURIComponent(system)}`, { token: session.token, lang: locale });
      linkData = link.data ?? {};
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) loadError = err instanceof ApiError ? (err.parsed.messageKey ?? err.parsed.message) : 'errors.unknown';
    }
  }
  const to = (await searchParams).to;
  const frame = jumpFrame({ system, systems, linkData, to: Array.isArray(to) ? to[0] : to });
  const t = await getTranslations();
  return <JumpFrame system={system} frame={frame} loadError={loadError ? (t.has(loadError) ? t(loadError) : loadError) : null} />;
}
