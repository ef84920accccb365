// Response headers (issue 5): a Content-Security-Policy with a fresh script nonce on every page,
// frame-ancestors 'none' except on /widget/<slug> (the widget's configured sites), nosniff and a
// referrer policy. Chromium enforces them: pages work under the policy (no violations), a page
// cannot be framed by another site, a widget can by its own configured sites only.
import type { APIResponse, Page } from '@playwright/test';
import { expect, test, loginAs } from './fixtures';

// Framing tests: Chromium's Local Network Access check would refuse every public page framing localhost, so it
// is switched off here: what refuses a frame below is our header alone (each test has a
// control that a permitted frame does show).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessRespectPreflightResults'],
  },
});

function directives(csp: string | undefined): Map<string, string[]> {
  expect(csp, 'Content-Security-Policy header').toBeTruthy();
  return new Map(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([n, ...v]) => [n, v]));
}

function expectCommon(res: APIResponse) {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const d = directives(h['content-security-policy']);
  const script = d.get('script-src')!;
  expect(script).toContain("'strict-dynamic'");
  expect(script.some((v) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(v))).toBe(true);
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  return d;
}

/** Collects CSP violations the browser reports while the page runs. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) seen.push(m.text()); });
  return seen;
}

test.describe('headers of pages', () => {
  for (const path of ['/login', '/book', '/password/reset', '/no-such-page']) {
    test(`${path}: CSP with a nonce, frame-ancestors 'none', nosniff, referrer policy`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      const d = expectCommon(res);
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers()['x-frame-options']).toBe('DENY');
    });
  }

  test('the nonce is fresh per request and is the one on the page\'s scripts', async ({ request }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await request.get('/login');
      const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'])![1];
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  test('/api/* answers carry nosniff and the referrer policy', async ({ request }) => {
    const res = await request.get('/api/book/assets');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

test.describe('the app works under the policy', () => {
  test('login, the home page and the public booking page run without CSP violations', async ({ page }) => {
    const violations = watchViolations(page);
    await loginAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Client navigation (Next's chunk loader adds scripts: 'strict-dynamic' must allow them).
    await page.getByRole('link', { name: /^(Home|Start)$/ }).first().click();
    await page.goto('/book');
    await expect(page.locator('main')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('framing', () => {
  // The parent documents are served by the test itself (page.route) under made-up public origins,
  // as a foreign site embedding ours would be; the iframe loads the real page from the server.

  async function frameFrom(page: Page, parentOrigin: string, src: string) {
    await page.route(`${parentOrigin}/frame-host`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>host</title><iframe id="f" src="${src}" width="800" height="600"></iframe>` }));
    await page.goto(`${parentOrigin}/frame-host`);
    return page.frameLocator('#f');
  }

  test('a page is not shown inside another site', async ({ page, baseURL }) => {
    // Control: the seeded widget may be framed by its own site, and is.
    const control = await frameFrom(page, 'https://www.coralgarden.example.com', `${baseURL}/widget/coral-garden`);
    await expect(control.locator('body')).toContainText(/Tourbook/, { timeout: 10_000 });
    const frame = await frameFrom(page, 'https://www.coralgarden.example.com', `${baseURL}/login`);
    await page.waitForTimeout(1500);
    await expect(frame.locator('body')).not.toContainText(/Tourbook|Log in|Anmelden/);
  });

  test("widgets: frame-ancestors from the widget's allowedOrigins; unknown widgets 'none'; framed only by those sites", async ({ page, request, baseURL }) => {
    const seeded = await request.get('/widget/coral-garden');
    expect(directives(seeded.headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'self'", 'https://www.coralgarden.example.com']);
    expect(seeded.headers()['x-frame-options']).toBeUndefined();
    expectCommon(seeded);
    const unknown = await request.get('/widget/no-such-widget');
    expect(directives(unknown.headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);

    // A new widget allowing one partner site and, harmlessly, a value that tries to smuggle a directive.
    await loginAs(page, 'admin');
    const slug = `frame-test-${Date.now()}`;
    const created = await page.request.post('/api/widget', {
      headers: { origin: baseURL! },
      data: { name: 'Frame test', slug, allowedOrigins: ['http://partner.example', "https://x.example; script-src 'unsafe-inline'"] },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const res = await request.get(`/widget/${slug}`);
    const d = expectCommon(res);
    expect(d.get('frame-ancestors')).toEqual(["'self'", 'http://partner.example']);
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");

    const allowed = await frameFrom(page, 'http://partner.example', `${baseURL}/widget/${slug}`);
    await expect(allowed.locator('body')).toContainText(/Tourbook/, { timeout: 10_000 });
    const refused = await frameFrom(page, 'http://refused.example', `${baseURL}/widget/${slug}`);
    await page.waitForTimeout(1500);
    await expect(refused.locator('body')).not.toContainText(/Tourbook/);
  });
});

test.describe('issue 13: no way around the frame rules, no host from the request', () => {
  for (const path of ['/widget/coral-garden.js', '/widget/coral-garden.json', '/widget/coral-garden/x', '/widget/coral-garden.css', '/widget/%63oral-garden.js', '/widget/coral-garden/']) {
    test(`${path} is served with the CSP and frame rules`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      const csp = res.headers()['content-security-policy'];
      expect(csp, `${path} (${res.status()})`).toBeTruthy();
      const ancestors = directives(csp).get('frame-ancestors')!;
      // Framed at most by the widget's own site, never by anyone.
      expect(ancestors.every((a) => a === "'none'" || a === 'https://www.coralgarden.example.com'), ancestors.join(' ')).toBe(true);
    });
  }

  test('robots.txt and sitemap.xml name the configured address, never a forged Host', async ({ baseURL }) => {
    const http = await import('node:http');
    const { hostname, port } = new URL(baseURL!);
    const get = (path: string) => new Promise<string>((resolve, reject) => {
      http.get({ host: hostname, port, path, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve(text));
      }).on('error', reject);
    });
    for (const path of ['/robots.txt', '/sitemap.xml', '/book']) {
      const text = await get(path);
      expect(text.length, path).toBeGreaterThan(0);
      expect(text, path).not.toContain('evil.example');
    }
    expect(await get('/robots.txt')).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });
});
