// Issue 37 items 1-2 on screen: a Channex connection (to a local Channex stand-in the test starts;
// the connection's url points the upstream at it) sends two bookings for the same last room; the
// pull applies the first and refuses the second. /booking/ota lists both, unread first, the
// refusal with its reason, a link to the booking made; "Mark read" lowers the unread count;
// /config/ota shows the connection and pulls now; /master/booking finds the booking made. axe
// finds no serious or critical violation; the screen fits a phone. The feature ota and the
// connection are switched off at the end. Screenshots go to /tmp/tb-chan-shots when
// CHANNEL_SCREENSHOTS is set. The second test: a failed pull kept on /config/ota until a good one;
// the channel manager (/export) with what is mapped, Push now and the pushes with their state, at
// desktop and phone width with axe.
import { addDays, daysFromNow } from '../helpers/dates';
import { startChannexStandIn, type TChannexStandIn } from '../helpers/channex-stand-in';
import { expect, loginAs, test } from './fixtures';
import { axeClean } from './axe-clean';

const shots = process.env.CHANNEL_SCREENSHOTS ? '/tmp/tb-chan-shots' : null;
let cx: TChannexStandIn;

test.beforeAll(async () => { cx = await startChannexStandIn('e2e-channex-key', 'e2e-property'); });
test.afterAll(async () => { await cx?.close(); });

test('the OTA update log: a booking applied, one refused with its reason, marked read; phone and axe', async ({ page }) => {
  // Four screens, each checked with axe at two widths: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  const run = Date.now().toString(36);
  const modules = await (await page.request.get('/api/settings/group/modules')).json() as Record<string, unknown>;
  expect((await page.request.post('/api/settings/group/modules', { data: { ...modules, ota: true, assetMaster: true } })).status()).toBe(200);
  // The session holds the features it was made with: a fresh login sees ota switched on.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await loginAs(page, 'admin', { fresh: true });
  let connectionId: string | null = null;
  try {
    const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
    const resort = assets.find((a) => a.kind === 'resort')!.id;
    const type = await (await page.request.post('/api/roomtypes', { data: { name: `OTA double ${run}`, resort } })).json() as { id: string };
    expect((await page.request.post('/api/rooms', { data: { name: `OTA ${run}`, type: 'Room', roomType: type.id, resort } })).status()).toBe(200);
    const conn = await page.request.post('/api/systemconnection', { data: { name: `Channex ${run}`, system: 'channex', url: cx.url, isActive: true,
      settings: { apiKey: 'e2e-channex-key', propertyId: 'e2e-property', 'roomType:cx-double': type.id } } });
    expect(conn.status(), await conn.text()).toBe(200);
    connectionId = (await conn.json() as { id: string }).id;
    const from = addDays(daysFromNow(200), 7 * test.info().retry);
    const to = addDays(from, 2);
    const at = new Date().toISOString();
    cx.addRevision({ bookingId: `e2e-${run}-1`, status: 'new', insertedAt: at, otaCode: `BDC-${run}-1`, customer: { name: 'Ada', surname: 'Lovelace' }, rooms: [{ roomTypeId: 'cx-double', checkin: from, checkout: to }] });
    cx.addRevision({ bookingId: `e2e-${run}-2`, status: 'new', insertedAt: at, otaCode: `BDC-${run}-2`, customer: { name: 'Grace', surname: 'Hopper' }, rooms: [{ roomTypeId: 'cx-double', checkin: from, checkout: to }] });
    const pulled = await page.request.post(`/api/systemconnection/${connectionId}/pull`);
    expect(await pulled.json()).toMatchObject({ applied: 1, refused: 1 });

    await page.goto('/booking/ota');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rows = page.getByTestId('ota-update');
    const refused = rows.filter({ hasText: `BDC-${run}-2` });
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText('Grace Hopper');
    await expect(refused).toContainText('Offer the guest another room');
    const applied = rows.filter({ hasText: `BDC-${run}-1` });
    await expect(applied).toContainText('Applied');
    await expect(applied.getByRole('link', { name: /Open booking/ })).toBeVisible();
    await axeClean(page);
    if (shots) await page.screenshot({ path: `${shots}/ota-desktop.png`, fullPage: true });

    const count = page.getByTestId('unread-count');
    const before = Number((await count.textContent())?.match(/\d+/)?.[0] ?? 0);
    await refused.getByRole('button', { name: /Mark read/ }).click();
    await expect(refused.getByRole('button', { name: /Mark read/ })).toHaveCount(0);
    await expect(count).toContainText(String(before - 1));

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/booking/ota');
    await expect(rows.first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axeClean(page);
    if (shots) await page.screenshot({ path: `${shots}/ota-phone.png`, fullPage: true });

    // /config/ota: the connection with its state; a pull now from there.
    await page.goto('/config/ota');
    const card = page.getByTestId('ota-connection').filter({ hasText: `Channex ${run}` });
    await expect(card).toContainText('On');
    await expect(card).toContainText('Last booking change received');
    await axeClean(page);
    await card.getByRole('button', { name: /Pull now/ }).click();
    await expect(page.getByRole('status')).toContainText('Pulled: 0 applied');
    if (shots) await page.screenshot({ path: `${shots}/config-ota-phone.png`, fullPage: true });
    await page.goto('/booking/ota');

    // /master/booking: the applied one with ours; its detail lists the revision received.
    await page.goto('/master/booking');
    await page.getByLabel('Search by reference or guest').fill(`BDC-${run}-1`);
    const master = page.getByTestId('master-booking');
    await expect(master).toHaveCount(1);
    await expect(master).toContainText('Ada Lovelace');
    await axeClean(page);
    await master.getByRole('link', { name: 'Ada Lovelace' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText('New booking · Applied')).toBeVisible();
    await axeClean(page);
    if (shots) await page.screenshot({ path: `${shots}/master-detail-phone.png`, fullPage: true });
    await page.goto('/booking/ota');

    await page.setViewportSize({ width: 1280, height: 900 });
    await applied.getByRole('link', { name: /Open booking/ }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  } finally {
    if (connectionId) await page.request.post(`/api/systemconnection/${connectionId}`, { data: { isActive: false } });
    await page.request.post('/api/settings/group/modules', { data: modules });
  }
});

test('the channel manager (/export) and a failed pull on /config/ota: mapping, pushes, push now; phone and axe', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  const run = `x${Date.now().toString(36)}`;
  const modules = await (await page.request.get('/api/settings/group/modules')).json() as Record<string, unknown>;
  expect((await page.request.post('/api/settings/group/modules', { data: { ...modules, ota: true, vessel: true } })).status()).toBe(200);
  await page.goto('about:blank');
  await page.context().clearCookies();
  await loginAs(page, 'admin', { fresh: true });
  let connectionId: string | null = null;
  try {
    const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
    const resort = assets.find((a) => a.kind === 'resort')!.id;
    const type = await (await page.request.post('/api/roomtypes', { data: { name: `Export double ${run}`, resort, availableToOTA: 1 } })).json() as { id: string };
    expect((await page.request.post('/api/rooms', { data: { name: `EXP ${run}`, type: 'Room', roomType: type.id, resort } })).status()).toBe(200);
    const conn = await page.request.post('/api/systemconnection', { data: { name: `Channex ${run}`, system: 'channex', url: cx.url, isActive: true,
      settings: { apiKey: 'e2e-channex-key', propertyId: 'e2e-property', [`roomType:cx-exp-${run}`]: type.id, [`ratePlan:cx-bar-${run}`]: type.id } } });
    expect(conn.status(), await conn.text()).toBe(200);
    connectionId = (await conn.json() as { id: string }).id;

    // A pull that fails (the channel cannot be reached: a closed port, whoever pulls, the minute's
    // job or this test) is kept on /config/ota until a good one clears it.
    const dead = 'http://127.0.0.1:9';
    const point = async (url: string) => expect((await page.request.post(`/api/systemconnection/${connectionId}`, { data: { url } })).status()).toBe(200);
    await point(dead);
    expect((await page.request.post(`/api/systemconnection/${connectionId}/pull`)).status()).toBe(502);
    await page.goto('/config/ota');
    const card = page.getByTestId('ota-connection').filter({ hasText: `Channex ${run}` });
    await expect(card.getByTestId('ota-pull-failure')).toContainText('cannot be reached');
    await axeClean(page);
    await point(cx.url);
    await card.getByRole('button', { name: /Pull now/ }).click();
    await expect(page.getByRole('status')).toContainText('Pulled: 0 applied');
    await expect(card.getByTestId('ota-pull-failure')).toHaveCount(0);

    // /export: what is mapped, push now, the pushes with their state.
    await page.goto('/export');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const box = page.getByTestId('channel-manager-connection').filter({ hasText: `Channex ${run}` });
    await expect(box.getByTestId('channel-room-types')).toContainText(`Export double ${run}`);
    await expect(box.getByTestId('channel-room-types')).toContainText('at most 1 for channels');
    await expect(box.getByTestId('channel-rate-plans')).toContainText(`cx-bar-${run}`);
    await box.getByRole('button', { name: `Push now: Channex ${run}` }).click();
    await expect(page.getByRole('status')).toContainText('Pushed: availability sent');
    await expect(box.getByTestId('channel-push').filter({ hasText: 'Availability push' }).first()).toContainText('Sent');
    expect(cx.availability.get(`cx-exp-${run}`)?.size).toBeGreaterThan(300);
    await axeClean(page);
    if (shots) await page.screenshot({ path: `${shots}/export-desktop.png`, fullPage: true });

    // A push that fails: the alert with the channel's words, and a failed push first in the list.
    await point(dead);
    await box.getByRole('button', { name: `Push now: Channex ${run}` }).click();
    await expect(page.getByTestId('channel-push-error')).toContainText('cannot be reached');
    await expect(box.getByTestId('channel-push').first()).toContainText('Failed');
    await point(cx.url);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/export');
    await expect(box.getByTestId('channel-push').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axeClean(page);
    if (shots) await page.screenshot({ path: `${shots}/export-phone.png`, fullPage: true });
  } finally {
    if (connectionId) await page.request.post(`/api/systemconnection/${connectionId}`, { data: { isActive: false } });
    await page.request.post('/api/settings/group/modules', { data: modules });
  }
});
