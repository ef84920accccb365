// The public booking page carries none of the back office's client code: not all messages (only
// what its client components read), no service worker; its search and free rooms no script at
// all (docs/decisions/public-pages.md); its language switch, drawn with labels from the server,
// still works (docs/benchmarks.md, workload 6).
import { expect, test } from './fixtures';
import { deferredChunkSources } from '@/lib/pages/defer-scripts';
import { demo } from '../helpers/dates';

// These checks read the browser's performance entries, which Playwright's clock replaces (empty);
// the pages compute no date in the browser (the server's clock decides "today"), so the browser
// keeps real time here even in a run with CLOCK_SHIFT_DAYS.
test.use({ shiftBrowserClock: false });

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

/** The booking step of the first free room of the demo resort (its "Choose" link on the results). */
async function bookingStepUrl(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const search = await (await request.get('/book/resort')).text();
  const asset = search.match(/<option value="([0-9a-f-]{36})"[^>]*>Coral Garden Resort[,<]/)?.[1];
  expect(asset).toBeTruthy();
  const results = await (await request.get(`/book/resort?kind=resort&asset=${asset}&from=${demo('2027-10-11')}&to=${demo('2027-10-13')}&guests=2`)).text();
  const href = results.match(/href="(\/book\/resort\?[^"]*room=[^"]+)"/)?.[1];
  expect(href).toBeTruthy();
  return href!.replace(/&amp;/g, '&');
}

test('the search and the free rooms of /book ship no script: they are plain HTML and work as such', async ({ page, request }) => {
  for (const url of ['/book', '/book/resort']) {
    const html = await (await request.get(url)).text();
    expect(html).toContain('</html>');
    expect(html).not.toMatch(/<script[^>]* src="\/_next\//);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(deferredChunkSources(html)).toEqual([]);
    // The marker is taken out of the head (the page's RSC payload, inert without the scripts, still names it).
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('tb-scripts');
  }
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/book/resort');
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length);
  expect(scripts).toBe(0);
  // The search (a GET form) leads to the rooms with their "Choose" links, still without a script.
  const resort = await page.locator('select[name="asset"] option', { hasText: 'Coral Garden Resort' }).getAttribute('value');
  await page.locator('select[name="asset"]').selectOption(resort!);
  await page.locator('input[name="from"]').fill(demo('2027-10-11'));
  await page.locator('input[name="to"]').fill(demo('2027-10-13'));
  await page.locator('form[aria-labelledby="resort-title"] button[type="submit"]').click();
  await expect(page.getByRole('link', { name: /^Choose/ }).first()).toBeVisible();
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  expect(errors).toEqual([]);
});

test('the booking step (the lead-guest form, client code) paints before its scripts load, then hydrates, without errors', async ({ page, request }) => {
  const url = await bookingStepUrl(request);
  const html = await (await request.get(url)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // No chunk script or preload left in the head: one nonced loader adds them after the first paint.
  expect(head).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
  expect(head).toMatch(/<script nonce="[^"]+">\(function\(s\)\{/);
  const deferred = deferredChunkSources(head);
  expect(deferred.length).toBeGreaterThan(3);
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
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
