// What the library stores of an uploaded file: raster images re-encoded by sharp (turned upright
// by their EXIF orientation, at most 2560 px on the long side, every metadata block dropped:
// camera, GPS position, thumbnails); other files byte for byte. The kind and the content type
// come from the bytes, never from the browser's claim, so a script named photo.jpg stays a file.
import sharp, { type Metadata, type Sharp } from 'sharp';

export const MAX_IMAGE_EDGE = 2560;

export type TProcessedFile = { data: Buffer; mimeType: string; kind: 'image' | 'document' | 'video' | 'other'; width: number | null; height: number | null };

const RASTER: Record<string, { mime: string; encode: (s: Sharp) => Sharp }> = {
  jpeg: { mime: 'image/jpeg', encode: (s) => s.jpeg({ quality: 85, mozjpeg: true }) },
  png: { mime: 'image/png', encode: (s) => s.png() },
  webp: { mime: 'image/webp', encode: (s) => s.webp({ quality: 85 }) },
  gif: { mime: 'image/gif', encode: (s) => s.gif() },
  avif: { mime: 'image/avif', encode: (s) => s.avif({ quality: 60 }) },
  heif: { mime: 'image/jpeg', encode: (s) => s.jpeg({ quality: 85, mozjpeg: true }) },
  tiff: { mime: 'image/jpeg', encode: (s) => s.jpeg({ quality: 85, mozjpeg: true }) },
};

/** Content types by the file's first bytes (the browser's type is only a hint for the rest). */
function sniff(data: Buffer, claimed: string): string {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.length > 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  const head = data.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  if (/^(<!doctype html|<html|<script|<head|<body)/.test(head)) return 'text/html';
  // A claim is believed only for plain, inert types; anything else is a download of bytes.
  return /^(text\/(plain|csv)|application\/(zip|json|msword|vnd\.[\w.+-]+))$/.test(claimed) ? claimed : 'application/octet-stream';
}

const kindOf = (mime: string): TProcessedFile['kind'] =>
  mime.startsWith('image/') ? 'image' : mime.startsWith('video/') ? 'video'
    : mime === 'application/pdf' || mime.startsWith('text/') || mime.includes('document') || mime === 'application/msword' ? 'document' : 'other';

export async function processFile(data: Buffer, claimedType: string): Promise<TProcessedFile> {
  let meta: Metadata | null = null;
  try { meta = await sharp(data).metadata(); } catch { meta = null; }
  const raster = meta?.format ? RASTER[meta.format] : undefined;
  if (raster) {
    const animated = (meta?.pages ?? 1) > 1;
    const pipeline = sharp(data, { animated }).rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true });
    const { data: out, info } = await raster.encode(pipeline).toBuffer({ resolveWithObject: true });
    return { data: out, mimeType: raster.mime, kind: 'image', width: info.width, height: animated ? info.pageHeight ?? info.height : info.height };
  }
  const mimeType = sniff(data, claimedType.toLowerCase().split(';')[0].trim());
  return { data, mimeType, kind: kindOf(mimeType), width: null, height: null };
}
