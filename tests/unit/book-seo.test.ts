// What the public booking pages tell search engines and which houses they offer.
import { describe, expect, it } from 'vitest';
import { enabledFeatures, offeredKinds, routeAllowsGuest } from '@/lib/book/access';
import { jsonLdText, lodgingBusiness } from '@/lib/book/json-ld';
import { BOOK_PAGES, bookPageOf } from '@/lib/book/pages';

describe('feature check for guests', () => {
  it('/book needs resort or vessel; the preselected pages offer only their own kind', () => {
    expect(routeAllowsGuest('/book', ['resort'])).toBe(true);
    expect(routeAllowsGuest('/book', ['vessel'])).toBe(true);
    expect(routeAllowsGuest('/book', ['pos'])).toBe(false);
    expect(routeAllowsGuest('/book/preview', [])).toBe(false);
    expect(offeredKinds(['resort', 'vessel'], ['vessel'])).toEqual(['vessel']);
    expect(offeredKinds(['resort'], ['vessel'])).toEqual([]);
    expect(enabledFeatures({ resort: true, vessel: false, pos: true })).toEqual(['resort', 'pos']);
    expect(enabledFeatures(null)).toEqual([]);
  });

  it('every booking page is in the route table and an unknown form path means /book', () => {
    for (const p of BOOK_PAGES) expect(routeAllowsGuest(p.path, ['resort', 'vessel'])).toBe(true);
    expect(bookPageOf('/book/online').kinds).toEqual(['vessel']);
    expect(bookPageOf('https://evil.example/').path).toBe('/book');
  });
});

describe('schema.org', () => {
  it('a house with free rooms is a LodgingBusiness making priced offers', () => {
    const ld = lodgingBusiness(
      { name: 'Coral Garden Resort', city: 'Hurghada', country: 'EG', description: 'Beach resort', images: [] },
      { url: 'https://example.com/book', offers: [
        { name: 'Room 101', roomType: 'Standard Double', total: 59200, currency: 'EUR', dateFrom: '2027-10-04', dateTo: '2027-10-08' },
        { name: 'Suite 301', roomType: null, total: null, currency: 'EUR', dateFrom: '2027-10-04', dateTo: '2027-10-08' },
      ] },
    );
    expect(ld).toMatchObject({
      '@type': 'LodgingBusiness', name: 'Coral Garden Resort', address: { addressLocality: 'Hurghada', addressCountry: 'EG' },
      makesOffer: [{ '@type': 'Offer', price: '592.00', priceCurrency: 'EUR', itemOffered: { name: 'Standard Double' } }, { name: 'Suite 301' }],
    });
    expect((ld.makesOffer as object[])[1]).not.toHaveProperty('price');
    expect(ld).not.toHaveProperty('image');
  });

  it('the script text cannot close its tag', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('house images', () => {
  it('addresses stay as they are, media ids become the media data URL, anything else is dropped', async () => {
    const { imageUrl } = await import('@/lib/book/images');
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('/images/house.webp')).toBe('/images/house.webp');
    expect(imageUrl('6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e10')).toBe('/api/media/6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e10/data');
    expect(imageUrl('//evil.example/x.png')).toBeNull();
    expect(imageUrl('javascript:alert(1)')).toBeNull();
    expect(imageUrl('  ')).toBeNull();
  });
});
