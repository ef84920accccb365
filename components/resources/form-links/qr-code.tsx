// The QR code of a form link: drawn by the upstream (GET /api/form/qrcode, an SVG), shown as an
// image through the BFF. No QR library in the browser.
import { cn } from '@/components/ui';

export const qrCodeSrc = (url: string) => `/api/form/qrcode?url=${encodeURIComponent(url)}`;

export function QrCode({ text, alt, className }: { text: string; alt: string; className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- an SVG of our own API, nothing for next/image to optimise
  return <img src={qrCodeSrc(text)} alt={alt} width={160} height={160} className={cn('size-40 shrink-0 rounded-md border border-slate-200 bg-white', className)} />;
}
