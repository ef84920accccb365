// The media library and the mailbox in the browser: upload a picture and see it in the library
// (served by the data call, scaled on the server); open a mail on /mail from a real IMAP server
// (dovecot, started by this spec; skipped with its reason where it is not installed). Screenshots at desktop
// and phone width go to /tmp/mailbox-shots when MAILBOX_SCREENSHOTS is set.
import { ImapFlow } from 'imapflow';
import sharp from 'sharp';
import { NO_DOVECOT, startDovecot, type TDovecot } from '../helpers/dovecot';
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures';

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4610}`;
const shots = process.env.MAILBOX_SCREENSHOTS ? '/tmp/mailbox-shots' : null;
const WIDTHS = [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }] as const;

async function adminToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const res = await request.post(`${UPSTREAM}/api/auth/token`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

test('uploads a picture and shows it in the media library', async ({ page }) => {
  const marker = `Reef ${Date.now()}`;
  const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 20, g: 110, b: 190 } } }).png().toBuffer();
  await loginAs(page, 'admin');
  await page.goto('/media/list');
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
  await page.getByTestId('media-upload-input').setInputFiles({ name: `${marker}.png`, mimeType: 'image/png', buffer: png });
  await expect(page.getByText('1 file uploaded.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: marker });
  const img = card.getByRole('img', { name: `${marker}.png` });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2560);
  // Through the BFF: the picture keeps its type, caching and sandbox headers.
  const src = await img.getAttribute('src');
  const res = await page.request.get(src!);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['content-security-policy']).toMatch(/^sandbox/);
  expect(res.headers()['cache-control']).toContain('immutable');
  if (shots) {
    for (const w of WIDTHS) {
      await page.setViewportSize({ width: w.width, height: w.height });
      await page.reload();
      await expect(img).toBeVisible();
      await page.screenshot({ path: `${shots}/media-${w.name}.png`, fullPage: false });
    }
  }
});

test.describe('/mail', () => {
  let dovecot: TDovecot | null = null;
  test.beforeAll(async () => {
    dovecot = await startDovecot();
  });
  test.afterAll(async () => { await dovecot?.stop(); });

  test('opens a mail from the IMAP server, with the known guest marked', async ({ page, request }) => {
    test.skip(!dovecot, NO_DOVECOT);
    const d = dovecot!;
    const c = new ImapFlow({ host: d.host, port: d.port, secure: false, auth: { user: d.user, pass: d.password }, logger: false });
    await c.connect();
    for (let i = 1; i <= 3; i++) await c.append('INBOX', `From: Partner ${i} <partner${i}@example.net>\r\nTo: ${d.user}\r\nSubject: Allotment question ${i}\r\n\r\nHello ${i}\r\n`);
    await c.append('INBOX', [
      'From: Lena Wave <lena.wave@example.org>', `To: ${d.user}`, 'Subject: Arrival time and transfer', 'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8', '', '<p>We land at <b>14:30</b>, could you arrange the transfer?</p><script>document.title="owned"</script>', '',
    ].join('\r\n'));
    await c.logout();
    const token = await adminToken(request);
    const auth = { authorization: `Bearer ${token}` };
    await request.post(`${UPSTREAM}/api/customers`, { headers: auth, data: { fullName: 'Lena Wave', email: 'lena.wave@example.org' } });
    const acc = await request.post(`${UPSTREAM}/api/mailaccount`, { headers: auth, data: {
      name: `Front desk ${Date.now()}`, email: d.user, imapHost: d.host, imapPort: d.port, secure: false, username: d.user,
    } });
    expect(acc.status()).toBe(200);
    const id = (await acc.json()).id as string;
    expect((await request.put(`${UPSTREAM}/api/mailaccount/${id}/password`, { headers: auth, data: { password: d.password } })).status()).toBe(204);

    await loginAs(page, 'admin');
    // The account goes again at the end: its server stops with this spec.
    try {
      for (const w of WIDTHS) {
        await page.setViewportSize({ width: w.width, height: w.height });
        await page.goto('/mail');
        await expect(page.getByRole('heading', { name: 'Mail', exact: true })).toBeVisible();
        const accountSelect = page.getByLabel('Mail account');
        if (await accountSelect.count()) await accountSelect.selectOption(id);
        const list = page.getByRole('region', { name: 'Mails' });
        await expect(list.getByText('Arrival time and transfer')).toBeVisible();
        await expect(list.getByText('Guest: Lena Wave')).toBeVisible();
        if (shots) await page.screenshot({ path: `${shots}/mail-list-${w.name}.png` });
        await list.getByText('Arrival time and transfer').click();
        const mail = page.getByRole('article', { name: 'Arrival time and transfer' });
        await expect(mail.getByText('From our guest Lena Wave')).toBeVisible();
        const body = page.frameLocator('iframe[title="Mail content"]');
        await expect(body.getByText('could you arrange the transfer?')).toBeVisible();
        await expect(body.locator('script')).toHaveCount(0);
        if (shots) await page.screenshot({ path: `${shots}/mail-open-${w.name}.png` });
      }
    } finally {
      await request.delete(`${UPSTREAM}/api/mailaccount/${id}`, { headers: auth });
    }
  });
});
