// Issue 31, item 9 and item 1 (the part without a database): no spelling of a template switches
// HTML escaping off (the parser's reading: triple-stash, `&`, with or without `~`, inside blocks),
// and a sealed link survives rendering, is opened only by openLinks and hidden by hideLinks.
import { describe, expect, it } from 'vitest';
import { render, templateError } from '../../upstream/modules/mail/render';
import { hideLinks, isSealedLink, openLinks, sealLink, SEALED_LINK_SHOWN } from '../../upstream/modules/mail/sealed-links';

const ctx = { x: '<b onmouseover=alert(1)>x</b>', links: { guestForm: '' } } as never;

describe('template escaping', () => {
  it.each(['{{x}}', '{{{x}}}', '{{{ x }}}', '{{~{x}~}}', '{{~{ x }}}', '{{& x}}', '{{~& x}}', '{{~&x~}}', '{{#if x}}{{{x}}}{{/if}}', '{{#with this}}{{& x}}{{/with}}'])('%s writes the value escaped', (tpl) => {
    const out = render('s', tpl, ctx, 'en');
    expect(out.html).not.toContain('<b onmouseover');
    expect(out.html).toContain('&lt;b');
  });

  it('a template that does not parse is reported, not rendered', () => {
    expect(templateError('{{#if x}}')).toBeTruthy();
    expect(templateError('{{~{x}~}}')).toBeNull();
  });
});

describe('sealed links', () => {
  const url = 'https://book.example/guestform/1b2c/00ff11ee?layout=multi&x=1';

  it('is not readable sealed, goes through a template as a link and opens to the address', () => {
    const sealed = sealLink(url);
    expect(sealed).not.toContain('00ff11ee');
    expect(isSealedLink(sealed)).toBe(true);
    expect(isSealedLink(`${sealed}" onclick="x`)).toBe(false);
    const out = render('s', '{{link url "Form"}} {{url}}', { url: sealed } as never, 'en');
    expect(out.html).not.toContain('00ff11ee');
    expect(openLinks(out.html)).toContain(`href="${url}"`);
    expect(openLinks(out.text)).toContain(url);
    expect(hideLinks(out.html)).toContain(`href="${SEALED_LINK_SHOWN}"`);
    expect(hideLinks(out.html)).not.toContain('tb-sealed-link');
  });

  it('a forged or altered sealed link does not open', () => {
    const sealed = sealLink(url);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => openLinks(`see ${altered}`)).toThrow();
  });
});
