// The first picture of a house, with its size reserved (no layout shift on a phone). It sits near
// the top of the room list, inside the first screen on a phone, and is then the page's largest
// paint: loaded at once and first among images, not lazily (a lazy image waits for layout).
import { imageUrl } from '@/lib/book/images';

export function HouseImage({ images, alt }: { images: readonly string[]; alt: string }) {
  const src = images.map(imageUrl).find((u): u is string => u !== null);
  if (!src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- house images come from anywhere; next/image would need every host configured
  return <img src={src} alt={alt} fetchPriority="high" decoding="async" width={640} height={360} className="aspect-video w-full rounded-lg object-cover" />;
}
