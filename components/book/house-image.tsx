// The first picture of a house, lazy and with its size reserved (no layout shift on a phone).
import { imageUrl } from '@/lib/book/images';

export function HouseImage({ images, alt }: { images: readonly string[]; alt: string }) {
  const src = images.map(imageUrl).find((u): u is string => u !== null);
  if (!src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- house images come from anywhere; next/image would need every host configured
  return <img src={src} alt={alt} loading="lazy" decoding="async" width={640} height={360} className="aspect-video w-full rounded-lg object-cover" />;
}
