// schema.org data for the public booking pages: each house as a LodgingBusiness (a liveaboard
// is lodging too), and, once dates are chosen, its free rooms as Offers with their price.
import { decimalAmount } from './money';

export type TLdAsset = { name: string; city: string | null; country: string | null; description: string | null; images: readonly string[] };
export type TLdOffer = { name: string; roomType: string | null; total: number | null; currency: string; dateFrom: string; dateTo: string };

type TLd = Record<string, unknown>;

export function lodgingBusiness(asset: TLdAsset, opts: { url: string; offers?: readonly TLdOffer[] }): TLd {
  const ld: TLd = { '@context': 'https://schema.org', '@type': 'LodgingBusiness', name: asset.name, url: opts.url };
  if (asset.description) ld.description = asset.description;
  if (asset.images.length) ld.image = [...asset.images];
  if (asset.city || asset.country) {
    ld.address = { '@type': 'PostalAddress', ...(asset.city ? { addressLocality: asset.city } : {}), ...(asset.country ? { addressCountry: asset.country } : {}) };
  }
  if (opts.offers?.length) {
    ld.makesOffer = opts.offers.map((o) => ({
      '@type': 'Offer',
      name: o.name,
      availability: 'https://schema.org/InStock',
      validFrom: o.dateFrom,
      validThrough: o.dateTo,
      itemOffered: { '@type': 'HotelRoom', name: o.roomType ?? o.name },
      ...(o.total !== null ? { price: decimalAmount(o.total), priceCurrency: o.currency } : {}),
    }));
  }
  return ld;
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
