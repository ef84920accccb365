// The links with which a guest opens one form or guest form without a login (GET
// /api/form/{id}/links, /api/guestform/{id}/links): made absolute on the web app's origin for
// copying and for the QR code, each with the message key of its label.

export type TFormLinkLayout = 'single' | 'multi';
/** One link as the upstream answers it: a path on the web app's origin, with the form's token. */
export type TFormLink = { layout: TFormLinkLayout; path: string };
export type TFormLinksAnswer = { links: TFormLink[] };

export type TFormLinkEntry = { layout: TFormLinkLayout; label: 'formLinks.form' | 'formLinks.single' | 'formLinks.multi'; url: string };

/** The call that answers a record's links (the resource's base, e.g. /api/guestform). */
export const formLinksPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}/links`;

/** A form has one link ("Form"); a guest form one per layout (one guest, all guests of the booking). */
export function formLinkLabel(resource: string, layout: TFormLinkLayout): TFormLinkEntry['label'] {
  if (resource !== 'guestform') return 'formLinks.form';
  return layout === 'multi' ? 'formLinks.multi' : 'formLinks.single';
}

/**
 * The absolute URL of a link path on `origin`. Only a path of this origin is taken: anything
 * else ('//host/...', 'https://...', no leading slash) gives null, so a wrong answer can never
 * put another site's address into a link staff send to guests.
 */
export function absoluteLink(origin: string, path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const url = new URL(path, origin);
  return url.origin === new URL(origin).origin ? url.href : null;
}

/** The links of a record as the dialog shows them, in the upstream's order. */
export function formLinkEntries({ resource, links, origin }: { resource: string; links: readonly TFormLink[]; origin: string }): TFormLinkEntry[] {
  return links.flatMap((link) => {
    const url = absoluteLink(origin, link.path);
    return url ? [{ layout: link.layout, label: formLinkLabel(resource, link.layout), url }] : [];
  });
}
