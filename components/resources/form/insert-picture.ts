// A media library picture as an <img> for HTML the operator writes (mail templates). The address
// stays the library's own (/api/media/{id}/data?v=n): the mail renderer makes it absolute on
// PUBLIC_URL when the mail is written (upstream/modules/mail/render.ts). The alt text is escaped
// for HTML and for handlebars (a "{{" in a file name must not become a template expression).

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\{/g, '&#123;').replace(/\}/g, '&#125;');

export function imageTag(url: string, alt: string): string {
  return `<img src="${attr(url)}" alt="${attr(alt)}" style="display:block;max-width:100%;height:auto;border:0">`;
}

/** Puts `insert` in place of text[start..end) and answers the caret position after it. */
export function insertAt(text: string, insert: string, start: number, end: number): { value: string; caret: number } {
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  return { value: text.slice(0, a) + insert + text.slice(b), caret: a + insert.length };
}
