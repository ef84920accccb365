// A received mail's HTML made safe to show (sanitize-html): no scripts, event handlers, forms,
// frames or styles that load anything; links open outside the app. Remote pictures are dropped
// (they would tell the sender when and where the mail was read); pictures sent inside the mail
// arrive as data: URLs (mailparser resolves cid: references). /mail shows the result in a
// sandboxed frame as a second wall.
import sanitizeHtml from 'sanitize-html';

const SAFE_VALUE = [/^(?!.*(url|expression|javascript)\s*[(:]).*$/i];
const STYLES = Object.fromEntries(['color', 'background-color', 'font-size', 'font-weight', 'font-style', 'font-family', 'text-align',
  'text-decoration', 'line-height', 'margin', 'padding', 'border', 'width', 'max-width', 'vertical-align', 'white-space'].map((p) => [p, SAFE_VALUE]));

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'center', 'span', 'u', 's'],
    allowedAttributes: {
      '*': ['style', 'align', 'valign', 'width', 'height', 'colspan', 'rowspan', 'bgcolor', 'color', 'dir', 'lang', 'title'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      font: ['color', 'size', 'face'],
    },
    allowedStyles: { '*': STYLES },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  });
}
