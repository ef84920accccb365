// The site's public origin for absolute URLs (sitemap, schema.org): PUBLIC_URL when set, else the
// request's host as the proxy in front reports it.
import 'server-only';
import { headers } from 'next/headers';
import { webEnv } from '../env';

export async function siteOrigin(): Promise<string> {
  if (webEnv.PUBLIC_URL) return webEnv.PUBLIC_URL.replace(/\/$/, '');
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto.split(',')[0].trim()}://${host.split(',')[0].trim()}`;
}
