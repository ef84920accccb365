// sitemap.xml and robots.txt name the configured public address (PUBLIC_URL, else
// http://localhost:PORT), never the request's Host or X-Forwarded-Host, which the client writes
// (issue 13: a forged Host header came back in both).
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// A request with forged host headers, should anything still read them.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }),
}));

async function render(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const robots = (await import('@/app/robots')).default;
  const sitemap = (await import('@/app/sitemap')).default;
  return JSON.stringify({ robots: await robots(), sitemap: await sitemap() });
}

afterEach(() => vi.unstubAllEnvs());

describe('the public address of sitemap.xml and robots.txt', () => {
  it('is PUBLIC_URL when set', async () => {
    const out = await render({ PUBLIC_URL: 'https://booking.example.com/' });
    expect(out).not.toContain('evil.example');
    expect(out).toContain('"sitemap":"https://booking.example.com/sitemap.xml"');
    expect(out).toContain('https://booking.example.com/book');
  });

  it('is http://localhost:PORT when unset, never the Host header', async () => {
    const out = await render({ PUBLIC_URL: '', PORT: '3456' });
    expect(out).not.toContain('evil.example');
    expect(out).toContain('http://localhost:3456/sitemap.xml');
  });
});
