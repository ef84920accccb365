// The public booking pages (/book, /widget) and the occupancy calendars paint before the
// framework's scripts load.
// The App Router puts its chunks in the head as async scripts with low-priority preloads. On a
// phone's connection, 170 kB gz of script then shares the bandwidth with the HTML and CSS, and it
// often runs before the first paint, which then waits for it. These pages' first screen is fully
// rendered on the server (the public ones also work without JavaScript), so their chunks can wait
// for that screen to be painted: this rewrite takes
// the chunk scripts and preloads out of the head and adds one inline script (with the request's
// CSP nonce; 'strict-dynamic' trusts what it adds) that loads them once the parsed page has been
// painted. Hydration starts that much later; nothing else changes.
// A public page with no client code of its own (the search and the free rooms of /book, the
// booking lookup) says so with a marker in its head (SCRIPT_FREE_META): its chunks are left out,
// since the App Router would boot there only to hydrate what is already server-rendered HTML.
// docs/decisions/public-pages.md
import type { THeadTransform, TRestFilter } from './rewrite-head';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async="" nonce="([^"]+)"><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"]*")? href="\/_next\/static\/[^"]+\.js"\/>/g;
/** Any script tag of a build file (async chunks, the noModule polyfills, and the chunks React adds
 *  in the body for client components it meets after the head went out), and any preload of one
 *  (React writes those into the body too). */
const ANY_CHUNK_SCRIPT = /<script src="\/_next\/static\/[^"]+\.js"[^>]*><\/script>|<link rel="preload" as="script"[^>]* href="\/_next\/static\/[^"]+\.js"\/>/g;

/** The loader: loads the chunks once the first contentful paint has been presented (a paint
 *  timing entry); without paint timing, two frames after DOMContentLoaded; and in any case a
 *  second after the load event (a hidden tab paints nothing). */
const loader = (srcs: string[]) =>
  `(function(s){var done=false;function load(){if(done)return;done=true;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}`
  + `addEventListener('load',function(){setTimeout(load,1000)});`
  + `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true})}`
  + `else{var go=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load)})})};if(document.readyState==='loading')addEventListener('DOMContentLoaded',go);else go()}`
  + `})(${JSON.stringify(srcs).replace(/</g, '\\u003c')})`;

/** The marker a script-free page renders (React hoists it into the head); the rewrite removes it. */
export const SCRIPT_FREE_META = { name: 'tb-scripts', content: 'none' } as const;
const SCRIPT_FREE_TAG = new RegExp(`<meta name="${SCRIPT_FREE_META.name}" content="${SCRIPT_FREE_META.content}"/>`);
const SCRIPT_OPEN = '<script';

/** The rest of a script-free page's stream without build-file script tags. Bytes are handled as
 *  latin1 (one character per byte, so nothing multi-byte is split or changed); a tail that may be
 *  the start of such a tag is held back until the next piece. */
export function chunkScriptStripper(): TRestFilter {
  let carry = '';
  return (piece, final) => {
    let text = (carry + piece.toString('latin1')).replace(ANY_CHUNK_SCRIPT, '');
    carry = '';
    if (!final) {
      const open = text.lastIndexOf(SCRIPT_OPEN);
      let hold = open >= 0 && !text.includes('</script>', open) ? open : -1;
      if (hold < 0) {
        // A tag not closed yet (`<scr`, `<link rel="prel`): it may be one to leave out.
        const lt = text.lastIndexOf('<');
        if (lt >= 0 && !text.includes('>', lt)) hold = lt;
      }
      if (hold >= 0) [text, carry] = [text.slice(0, hold), text.slice(hold)];
    }
    return Buffer.from(text, 'latin1');
  };
}

/** Rewrites the document's head (the HTML before `</head>`); unchanged when it holds no chunk
 *  scripts or they carry different nonces (then it is not a head Next wrote for one request).
 *  With the script-free marker, every build-file script of the page is left out instead. */
export function deferChunkScripts(head: string): ReturnType<THeadTransform> {
  const srcs: string[] = [];
  const nonces = new Set<string>();
  const rest = head.replace(CHUNK_SCRIPT, (_tag, src: string, nonce: string) => {
    srcs.push(src);
    nonces.add(nonce);
    return '';
  });
  if (srcs.length === 0 || nonces.size !== 1) return head;
  const [nonce] = nonces;
  const kept = rest.replace(CHUNK_PRELOAD, '');
  if (SCRIPT_FREE_TAG.test(kept)) return { head: kept.replace(SCRIPT_FREE_TAG, '').replace(ANY_CHUNK_SCRIPT, ''), rest: chunkScriptStripper() };
  return `${kept}<script nonce="${nonce}">${loader(srcs)}</script>`;
}

/** The chunks a rewritten page's loader adds (empty for a page that was not rewritten). */
export function deferredChunkSources(html: string): string[] {
  const list = html.match(/<script nonce="[^"]+">\(function\(s\)\{[^<]*\}\)\((\[[^\]]*\])\)<\/script>/);
  return list ? (JSON.parse(list[1]) as string[]) : [];
}

/** The occupancy calendars: their first screen (rooms and occupancy) is in the HTML, and the back
 *  office's scripts evaluating first held its paint ~100 ms (bench workload 7). */
const CALENDARS = new Set(['/booking/occupancy', '/booking/calendar', '/resort/dates']);

/** The pages whose chunks wait for the first paint: the public booking pages, the widget and the
 *  occupancy calendars; and the forms opened by a link, which are script-free. */
export function defersChunks(pathname: string): boolean {
  return /^\/(book|widget)(\/|$)/.test(pathname) || CALENDARS.has(pathname) || /^\/(forms|guestform|guestform-m)\/[^/]+\/[^/]+$/.test(pathname);
}
