// The guest links of forms and guest forms as the dialog shows them (lib/resources/form-links).
import { describe, expect, it } from 'vitest';
import { absoluteLink, formLinkEntries, formLinksPath } from '@/lib/resources/form-links';

const ID = '0b7f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const TOKEN = 'a'.repeat(64);

describe('form links', () => {
  it('a guest form shows its single and its multi-guest link, absolute on the origin, in order', () => {
    const links = [
      { layout: 'single' as const, path: `/guestform/${ID}/${TOKEN}` },
      { layout: 'multi' as const, path: `/guestform-m/${ID}/${TOKEN}` },
    ];
    expect(formLinkEntries({ resource: 'guestform', links, origin: 'https://office.example.com' })).toEqual([
      { layout: 'single', label: 'formLinks.single', url: `https://office.example.com/guestform/${ID}/${TOKEN}` },
      { layout: 'multi', label: 'formLinks.multi', url: `https://office.example.com/guestform-m/${ID}/${TOKEN}` },
    ]);
  });

  it('a form has one link labelled as a form; the origin keeps its port', () => {
    expect(formLinkEntries({ resource: 'form', links: [{ layout: 'single', path: `/forms/${ID}/${TOKEN}` }], origin: 'http://localhost:3000' })).toEqual([
      { layout: 'single', label: 'formLinks.form', url: `http://localhost:3000/forms/${ID}/${TOKEN}` },
    ]);
  });

  it('takes only paths of the origin: another host or scheme is left out', () => {
    const origin = 'https://office.example.com';
    for (const path of ['//evil.example.com/x', 'https://evil.example.com/x', 'javascript:alert(1)', 'forms/x', '/\\evil.example.com', '']) {
      expect(absoluteLink(origin, path), path).toBeNull();
    }
    expect(formLinkEntries({ resource: 'form', links: [{ layout: 'single', path: '//evil.example.com/x' }], origin })).toEqual([]);
  });

  it('asks the record\'s own links call', () => {
    expect(formLinksPath('/api/guestform', ID)).toBe(`/api/guestform/${ID}/links`);
  });
});
