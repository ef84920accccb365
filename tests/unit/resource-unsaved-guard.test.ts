// The unsaved-changes guard asks before links that leave the page inside the app, not before
// downloads, new tabs, other sites or a link to the page itself (an in-page anchor).
import { describe, expect, it } from 'vitest';
import { isInAppNavigation } from '@/components/resources/form/in-app-navigation';

const here = { href: 'http://app.test/product/42?x=1', origin: 'http://app.test', pathname: '/product/42', search: '?x=1' };
const a = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, here.href).href,
  target: extra.target ?? '',
  hasAttribute: (n: string) => n === 'download' && Boolean(extra.download),
});

describe('in-app navigation', () => {
  it('asks for another page of the app or another query', () => {
    expect(isInAppNavigation(a('/product/list'), here)).toBe(true);
    expect(isInAppNavigation(a('/product/42?x=2'), here)).toBe(true);
  });
  it('does not ask for the same page, downloads, new tabs or other sites', () => {
    expect(isInAppNavigation(a('/product/42?x=1#top'), here)).toBe(false);
    expect(isInAppNavigation(a('/api/product/listCSV', { download: true }), here)).toBe(false);
    expect(isInAppNavigation(a('/product/list', { target: '_blank' }), here)).toBe(false);
    expect(isInAppNavigation(a('https://example.com/'), here)).toBe(false);
  });
});
