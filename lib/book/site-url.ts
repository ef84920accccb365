// The site's public origin for absolute URLs (sitemap, robots.txt, schema.org, canonical links):
// PUBLIC_URL, else http://localhost:PORT (lib/env.ts). Never the request's Host or
// X-Forwarded-Host: the client writes those, and a forged one would put its own site into what
// crawlers and caches keep of ours (docs/decisions/public-pages.md).
import 'server-only';
import { webEnv } from '../env';

export async function siteOrigin(): Promise<string> {
  return webEnv.publicUrl;
}
