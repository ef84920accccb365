// The form builder (issue 20): staff build a definition with several element types (a question
// with help text, a single choice, a picture of the media library, a signature), reorder them
// and see the public page in the preview; a guest opens the form's link, answers and signs by
// drawing; staff read the answers and the checked signature. After the definition changes, the
// answers keep the questions of version 1.
// Screenshots go to /tmp/fb when FORM_BUILDER_SCREENSHOTS is set.
import { expect, loginAs, shiftClock, test } from './fixtures';

const shots = process.env.FORM_BUILDER_SCREENSHOTS ? '/tmp/fb' : null;
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('staff build a form with several element types and a signature; a guest answers and signs; staff see it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const title = `Waiver e2e ${run}`;
  const picture = `reef-map-${run}.png`;
  await loginAs(page, 'admin');
  const up = await page.request.post('/api/media/upload', { multipart: { file: { name: picture, mimeType: 'image/png', buffer: PNG } } });
  expect(up.status()).toBe(201);

  await page.goto('/formdef/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(title);
  const addElement = async (type: string) => {
    await page.getByLabel('New element').selectOption({ label: type });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  };
  const element = (n: number, type: string) => page.getByRole('listitem', { name: `Element ${n}: ${type}` });

  await addElement('Text');
  await element(1, 'Text').getByLabel('Label (English)').fill('Your name');
  await element(1, 'Text').getByLabel('Label (German)').fill('Ihr Name');
  await element(1, 'Text').getByLabel('Help text (English)').fill('As written in your passport');
  await element(1, 'Text').getByLabel('Required').check();
  await addElement('Single choice (radio buttons)');
  await element(2, 'Single choice (radio buttons)').getByLabel('Label (English)').fill('Have you dived in the last 12 months?');
  // A choice question without options is refused before the call.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(element(2, 'Single choice (radio buttons)').getByRole('alert')).toHaveText('A choice question needs at least one option.');
  await element(2, 'Single choice (radio buttons)').getByLabel('Options').fill('Yes\nNo');
  await addElement('Image');
  await element(3, 'Image').getByLabel('Label (English)').fill('Reef map');
  await element(3, 'Image').getByRole('button', { name: 'Choose from the library' }).click();
  await page.getByRole('dialog', { name: 'Choose a picture' }).getByRole('button', { name: picture }).click();
  await expect(element(3, 'Image')).toContainText(picture);
  await addElement('Signature');
  await element(4, 'Signature').getByLabel('Label (English)').fill('Signature of the diver');
  await element(4, 'Signature').getByLabel('Required').check();
  // The picture first: moved up twice with the keyboard-reachable buttons.
  await element(3, 'Image').getByRole('button', { name: 'Move element 3 up' }).click();
  await element(2, 'Image').getByRole('button', { name: 'Move element 2 up' }).click();
  await expect(element(1, 'Image')).toBeVisible();

  const preview = page.getByTestId('formdef-preview');
  await preview.page().getByRole('button', { name: 'EN', exact: true }).click();
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Reef map' })).toBeVisible();
  await expect(preview.getByText('As written in your passport')).toBeVisible();
  await expect(preview.getByRole('group', { name: 'Signature of the diver' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/builder-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Saved (version 1).' })).toBeVisible();
  await expect(page).toHaveURL(/\/formdef\/[0-9a-f-]{36}$/);
  const formdef = page.url().split('/').pop()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/builder-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A form of the definition, and its link.
  const made = await page.request.post('/api/form', { data: { name: `${title} – Ann`, formdef } });
  expect(made.status()).toBe(200);
  const form = (await made.json()).id as string;
  const { links } = await (await page.request.get(`/api/form/${form}/links`)).json() as { links: { path: string }[] };

  const guest = await browser.newContext({ locale: 'en-GB' });
  await shiftClock(guest);
  const g = await guest.newPage();
  await g.goto(links[0].path);
  await expect(g.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(g.getByRole('img', { name: 'Reef map' })).toBeVisible();
  await g.getByLabel('Your name').fill('Ann Diver');
  await g.getByRole('radio', { name: 'Yes' }).check();
  await g.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(g.getByRole('group', { name: 'Signature of the diver' }).getByRole('alert')).toHaveText('Please fill in this field.');
  await g.getByLabel('Your full name as your signature').fill('Ann Diver');
  const pad = g.getByTestId('signature-pad-a.signature1');
  const box = (await pad.boundingBox())!;
  await g.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await g.mouse.down();
  for (let i = 1; i <= 12; i++) await g.mouse.move(box.x + 20 + i * 15, box.y + box.height * (0.6 - 0.3 * Math.sin(i / 2)));
  await g.mouse.up();
  await expect(g.getByText('Signature drawn.')).toBeVisible();
  await g.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(g.getByRole('status').filter({ hasText: 'Thank you! Your answers are saved.' })).toBeVisible();
  // On a phone the pad fits the screen.
  await g.setViewportSize({ width: 390, height: 844 });
  expect(await g.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await pad.boundingBox())!.width).toBeLessThanOrEqual(390);
  if (shots) await g.screenshot({ path: `${shots}/public-phone.png`, fullPage: true });
  await guest.close();

  const stored = await (await page.request.get(`/api/form/${form}`)).json();
  expect(stored).toMatchObject({ status: 'submitted', formdefVersion: 1, data: { question1: 'Ann Diver', question2: 'Yes', signature1: { name: 'Ann Diver', method: 'drawn', version: 1 } } });
  expect(stored.data.signature1.contentHash).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);

  // The definition changes: version 2. The answers keep the questions of version 1.
  await page.goto(`/formdef/${formdef}`);
  await element(2, 'Text').getByLabel('Label (English)').fill('Full name');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Saved (version 2).' })).toBeVisible();

  await page.goto(`/form?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Answers ${title} – Ann`, exact: true }).click();
  const answers = page.getByRole('dialog', { name: `Answers of ${title} – Ann` });
  const answerOf = (question: string) => answers.locator('div:has(> dt)').filter({ has: page.getByText(question, { exact: true }) }).locator('dd');
  await expect(answerOf('Your name')).toHaveText('Ann Diver');
  await expect(answerOf('Have you dived in the last 12 months?')).toHaveText('Yes');
  const signatures = answers.getByRole('region', { name: 'Signatures' });
  await expect(signatures).toContainText('Signed by Ann Diver');
  await expect(signatures).toContainText('Checked: form and answers are unchanged since signing.');
  await expect(signatures.getByRole('img', { name: 'Signature of Ann Diver' })).toBeVisible();
  if (shots) await answers.screenshot({ path: `${shots}/answers.png` });
});
