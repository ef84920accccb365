// Demo bytes for the demo media records, so the library shows pictures and the documents open:
// a soft gradient per picture (drawn by sharp from an SVG), a one-page PDF per document.
// Only records without bytes get them, so running the seed again changes nothing.
import { eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client';
import { media, mediaData } from '../schema';

const PALETTE = [['#0e7490', '#67e8f9'], ['#1d4ed8', '#fde68a'], ['#047857', '#a7f3d0'], ['#9d174d', '#fbcfe8']];

async function picture(name: string, i: number): Promise<{ data: Buffer; width: number; height: number }> {
  const [a, b] = PALETTE[i % PALETTE.length];
  const label = name.replace(/\.[a-z]+$/i, '').replace(/[<>&"]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><text x="60" y="740" font-family="sans-serif" font-size="64" fill="white">${label}</text></svg>`;
  return { data: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), width: 1200, height: 800 };
}

function pdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => { const at = out.length; out += `${i + 1} 0 obj\n${o}\nendobj\n`; return at; });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export async function seedMediaData(db: Db): Promise<void> {
  const rows = await db.select({ id: media.id, name: media.name, kind: media.kind, mimeType: media.mimeType }).from(media)
    .leftJoin(mediaData, eq(mediaData.mediaId, media.id)).where(isNull(mediaData.mediaId));
  let i = 0;
  for (const r of rows) {
    const file = r.kind === 'image' ? await picture(r.name, i++) : r.mimeType === 'application/pdf' ? { data: pdf(r.name), width: null, height: null } : null;
    if (!file) continue;
    const mimeType = r.kind === 'image' ? 'image/jpeg' : 'application/pdf';
    await db.insert(mediaData).values({ mediaId: r.id, data: file.data, width: file.width, height: file.height }).onConflictDoNothing();
    await db.update(media).set({ mimeType, sizeInBytes: file.data.length, url: `/api/media/${r.id}/data?v=1`, updatedAt: sql`now()` }).where(eq(media.id, r.id));
  }
}
