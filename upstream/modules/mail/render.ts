// Mail templates → subject, HTML and plain text (handlebars). `{{ }}` escapes HTML, so what
// guests typed (names, notes) can never inject markup. Every output of the parsed template is made
// an escaping one before compiling (the triple-stash `{{{ }}}`, `{{& }}` and their `~` forms alike:
// the parser's own reading, not a pattern on the text), so a template cannot switch escaping off. The body is
// wrapped in a table layout with inline styles (what Outlook, Gmail and Apple Mail render
// alike) and the text part is made from the HTML (html-to-text), links kept as [url]. Pictures of
// the media library become absolute addresses on PUBLIC_URL (public-url.ts).
import Handlebars from 'handlebars';
import { convert } from 'html-to-text';
import { absoluteMediaAddresses } from './public-url';
import { isSealedLink } from './sealed-links';

export type TRendered = { subject: string; html: string; text: string };

const hb = Handlebars.create();
hb.registerHelper('textblock', function textblock(this: unknown, key: unknown, options: Handlebars.HelperOptions) {
  const blocks = (options.data?.root as { textblocks?: Record<string, string> })?.textblocks ?? {};
  const value = blocks[String(key)] ?? '';
  return new hb.SafeString(hb.escapeExpression(value).replace(/\r?\n/g, '<br>'));
});
hb.registerHelper('link', (url: unknown, label: unknown) => {
  const u = String(url ?? '');
  if (!/^https?:\/\//.test(u) && !isSealedLink(u)) return '';
  const l = typeof label === 'string' ? label : u;
  return new hb.SafeString(`<a href="${hb.escapeExpression(u)}" style="color:#0b5cad">${hb.escapeExpression(l)}</a>`);
});

class EscapeAll extends Handlebars.Visitor {
  MustacheStatement(m: hbs.AST.MustacheStatement) {
    m.escaped = true;
    return super.MustacheStatement(m);
  }
}

/** The template's syntax tree with every output escaping (throws on a syntax error). */
function safe(src: string): hbs.AST.Program {
  const ast = hb.parse(src);
  new EscapeAll().accept(ast);
  return ast;
}

function compile(src: string) {
  return hb.compile(safe(src), { strict: false, knownHelpersOnly: false });
}

/** Checks a template's text compiles; the parse error otherwise (shown on save and in the preview). */
export function templateError(src: string): string | null {
  try {
    hb.precompile(safe(src));
    return null;
  } catch (err) {
    return err instanceof Error ? err.message.split('\n')[0] : String(err);
  }
}

export function layout(bodyHtml: string, lang: string): string {
  return `<!DOCTYPE html>
<html lang="${lang === 'de' ? 'de' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title></title></head>
<body style="margin:0;padding:0;background:#f4f5f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
${bodyHtml}
</td></tr></table></td></tr></table>
</body></html>`;
}

/** The body as the operator wrote it: paragraphs from blank lines when it is plain text. */
function bodyAsHtml(rendered: string): string {
  if (/<(p|div|table|br|h[1-6]|ul|ol)\b/i.test(rendered)) return rendered;
  return rendered.split(/\r?\n\s*\r?\n/).map((p) => `<p style="margin:0 0 12px">${p.replace(/\r?\n/g, '<br>')}</p>`).join('\n');
}

export function htmlToText(html: string): string {
  return convert(html, { wordwrap: 78, selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }, { selector: 'img', format: 'skip' }] });
}

export function render(subjectSrc: string, bodySrc: string, vars: object, lang: string): TRendered {
  const subject = compile(subjectSrc)(vars, { allowProtoPropertiesByDefault: false })
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#x3D;/g, '=').replace(/&#x60;/g, '`')
    .replace(/[\r\n]+/g, ' ').trim();
  const html = layout(absoluteMediaAddresses(bodyAsHtml(compile(bodySrc)(vars))), lang);
  return { subject, html, text: htmlToText(html) };
}
