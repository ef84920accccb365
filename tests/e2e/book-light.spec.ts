// The public booking page carries none of the back office's client code: not all messages (only
// what its client components read), no service worker; its language switch, drawn with labels
// from the server, still works (docs/benchmarks.md, workload 6).
import { expect, test } from '@playwright/test';
import { deferredChunkSources } from '@/lib/pages/defer-scripts';

test('the HTML of /book holds only the messages its client components read', async ({ request }) => {
  const html = await (await request.get('/book', { headers: { 'accept-language': 'en' } })).text();
  expect(html).toContain('Book online');
  // Texts of the login form, the back-office shell and the service worker are not in the page.
  expect(html).not.toContain('E-mail or password is wrong.');
  expect(html).not.toContain('Main navigation');
  expect(html).not.toContain('A new version is available.');
});

test('pages name an icon that loads (no favicon.ico 404 on every visit)', async ({ request }) => {
  const html = await (await request.get('/book')).text();
  const href = html.match(/<link rel="icon" href="([^"]+)"/)?.[1];
  expect(href).toBeTruthy();
  const icon = await request.get(href!.replace(/&amp;/g, '&'));
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('/book registers no service worker', async ({ page }) => {
  await page.goto('/book');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) === undefined)).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-sw-state', /.+/);
});

test('a guest switches the language on /book and it stays after a reload', async ({ page }) => {
  await page.goto('/book');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Book online');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'German' }).click();
  await expect(heading).toHaveText('Online buchen');
  await expect(page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heading).toHaveText('Online buchen');
  await page.getByRole('button', { name: 'Englisch' }).click();
  await expect(heading).toHaveText('Book online');
});

test('/book paints before its scripts load, then hydrates, without errors', async ({ page, request }) => {
  const html = await (await request.get('/book')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // No chunk script or preload left in the head: one nonced loader adds them after the first paint.
  expect(head).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
  expect(head).toMatch(/<script nonce="[^"]+">\(function\(s\)\{/);
  const deferred = deferredChunkSources(head);
  expect(deferred.length).toBeGreaterThan(3);
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/book');
  // The chunks ran and the App Router started (it sets window.next), after the first paint.
  await page.waitForFunction(() => 'next' in window, undefined, { timeout: 15_000 });
  const order = await page.evaluate((srcs) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const starts = performance.getEntriesByType('resource').filter((e) => srcs.includes(new URL(e.name).pathname)).map((e) => e.startTime);
    return { fcp, starts };
  }, deferred);
  expect(order.starts).toHaveLength(deferred.length);
  expect(Math.min(...order.starts)).toBeGreaterThan(order.fcp);
  // No error in the console (a hydration mismatch would be one).
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the guest language switch works as a plain form and comes back to the same page', async ({ page }) => {
    await page.goto('/book?guests=2');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Book online');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'German' }).click();
    await expect(heading).toHaveText('Online buchen');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/book?guests=2');
    await page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'Englisch' }).click();
    await expect(heading).toHaveText('Book online');
  });
});
