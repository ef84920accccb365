// Pictures of the media library in a mail template show in mail clients (issue 17): the editor
// inserts the library's own address (/api/media/{id}/data?v=n); when the mail is rendered for
// sending it becomes absolute on PUBLIC_URL. Sent to a real SMTP server (smtp-server) and read
// back: the HTML names the absolute address, and that address serves the picture publicly (no
// login), as a mail client loads it. The picture is then in use: deleting it is refused with a
// description naming the template, and a widget's logo counts as a use too.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => {
  let h = 0;
  for (const ch of 'mail-media-images.test') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const port = 21000 + (h % 20000) + (process.pid % 50);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = 'Blue Lagoon <office@lagoon.example>';
  process.env.PUBLIC_URL = 'https://book.lagoon.example/';
  return { port };
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mailQueue } from '../../upstream/db/schema';
import { sid } from '../../upstream/db/seed/resources-ids';
import { mailJobs } from '../../upstream/modules/mail/jobs';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { closeMailTransports } from '../../upstream/modules/mail/transport';
import { absoluteMediaAddresses } from '../../upstream/modules/mail/public-url';
import { createTestApi, type TTestApi } from '../helpers/api';
import { waitUntil } from '../helpers/jobs';
import { testSmtp } from '../helpers/smtp';
import { tokenOf } from './resources-fixtures';

let api: TTestApi;
let queue: TJobQueue;
let admin: string;
const smtp = testSmtp(env.port);

beforeAll(async () => {
  await smtp.start();
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  queue = await startJobQueue({ handle: api.handle, definitions: mailJobs, pollingIntervalSeconds: 0.5, schedule: false });
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  closeMailTransports();
  await smtp.stop();
  await api?.handle.close();
});

type TMedia = { id: string; url: string };
async function uploadPng(name: string): Promise<TMedia> {
  const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await api.app.request('/api/media/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json() as Promise<TMedia>;
}

describe('absoluteMediaAddresses', () => {
  it('makes media addresses in src, href, background and CSS url() absolute, and nothing else', () => {
    const html = `<img src="/api/media/a/data?v=2" alt="x"><a href='/api/media/b/data'>b</a><td background="/api/media/c/data">`
      + `<div style="background:url('/api/media/d/data?v=1')"></div><img src="/logo.png"><img src="https://cdn.example/api/media/e/data"><p>/api/media/f/data</p>`;
    expect(absoluteMediaAddresses(html)).toBe(`<img src="https://book.lagoon.example/api/media/a/data?v=2" alt="x"><a href='https://book.lagoon.example/api/media/b/data'>b</a>`
      + `<td background="https://book.lagoon.example/api/media/c/data"><div style="background:url('https://book.lagoon.example/api/media/d/data?v=1')"></div>`
      + `<img src="/logo.png"><img src="https://cdn.example/api/media/e/data"><p>/api/media/f/data</p>`);
  });
});

describe('a template with a library picture, sent', () => {
  it('arrives with the picture\'s absolute public address, which serves the picture without a login', async () => {
    const pic = await uploadPng('header.png');
    expect(pic.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/data\?v=1$/);
    const tpl = await api.call('POST', '/api/mail/template', { token: admin, body: {
      name: 'With header picture', kind: 'Information',
      subject: { en: 'Welcome {{booking.number}}' },
      body: { en: `<img src="${pic.url}" alt="Our reef" style="display:block;max-width:100%;height:auto;border:0"><p>Dear {{customer.name}}, welcome.</p>` },
    } });
    expect(tpl.status, await tpl.clone().text()).toBeLessThan(300);
    const template = ((await tpl.json()) as { id: string }).id;
    // The preview shows what goes out: the absolute address already.
    const preview = await api.call('POST', `/api/mail/template/${template}/preview`, { token: admin, body: { booking: sid('bookings:b1'), language: 'en' } });
    expect(((await preview.json()) as { html: string }).html).toContain(`src="https://book.lagoon.example${pic.url}"`);

    const res = await api.call('POST', `/api/bookings/${sid('bookings:b1')}/sendMail`, { token: admin, body: { template, email: 'pictures@office.example', language: 'en' } });
    expect(res.status, await res.clone().text()).toBe(200);
    const { ids } = (await res.json()) as { ids: string[] };
    await waitUntil(async () => (await api.handle.db.select().from(mailQueue).where(eq(mailQueue.id, ids[0])))[0]?.status === 'sent', 30_000);
    const mail = smtp.mails.find((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes('pictures@office.example')))!;
    expect(mail).toBeTruthy();
    const html = String(mail.html).replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
    const src = /<img src="([^"]+)" alt="Our reef"/.exec(html)?.[1];
    expect(src).toBe(`https://book.lagoon.example${pic.url}`);
    expect(html).not.toMatch(/src="\/api\/media\//);
    expect(mail.text).toContain('welcome');
    // What a mail client does: load the address, without any login.
    const url = new URL(src!);
    const img = await api.app.request(`${url.pathname}${url.search}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('cache-control')).toMatch(/^public/);
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(120);

    // Now in use: the delete is refused, the description names the template.
    const del = await api.call('DELETE', `/api/media/${pic.id}`, { token: admin });
    expect(del.status).toBe(409);
    expect(await del.json()).toMatchObject({ message: 'MEDIA_IN_USE', description: expect.stringContaining('mailtemplate "With header picture" (body)') });
  });

  it('a widget\'s logo is a use of the picture as well', async () => {
    const logo = await uploadPng('logo.png');
    const w = await api.call('POST', '/api/widget', { token: admin, body: { name: 'Reef widget', slug: 'reef-logo-widget', settings: { logo: logo.url, color: '#0f766e' } } });
    expect(w.status, await w.clone().text()).toBeLessThan(300);
    const del = await api.call('DELETE', `/api/media/${logo.id}`, { token: admin });
    expect(del.status).toBe(409);
    expect(((await del.json()) as { description: string }).description).toContain('widget "Reef widget" (settings.logo)');
    const id = ((await w.json()) as { id: string }).id;
    expect((await api.call('POST', `/api/widget/${id}`, { token: admin, body: { settings: { color: '#0f766e' } } })).status).toBe(200);
    expect((await api.call('DELETE', `/api/media/${logo.id}`, { token: admin })).status).toBeLessThan(300);
  });
});
