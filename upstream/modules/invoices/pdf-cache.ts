// An issued document never changes, so its PDF is drawn once and kept (issue 32 bench: the PDF is
// asked for again and again: the booking page's link, the public page, the Factur-X file that
// wraps it). Kept by what it is drawn from: the document as read (invoiceView) and the logo's
// bytes, so anything that would change the drawing is another entry. Per process, bounded by
// size (LRU); a second instance draws its own.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TInvoice } from '../../../lib/contract/invoices';
import { renderInvoicePdf, type TLogo } from './pdf';

const drawn = new LRUCache<string, Buffer>({ max: 500, maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => Math.max(1, b.length) });

export async function invoicePdfOf(inv: TInvoice, logo: TLogo): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(inv)).update(logo?.mimeType ?? '').update(logo?.data ?? '').digest('base64url');
  const hit = drawn.get(key);
  if (hit) return hit;
  const pdf = await renderInvoicePdf(inv, logo);
  drawn.set(key, pdf);
  return pdf;
}
