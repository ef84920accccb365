// The one script a widget page carries (about 0.5 kB, inline): when framed by one of the widget's
// allowed sites, it posts the page's height to that site whenever it changes. The parent's origin
// is taken from the browser (ancestorOrigins, else the referrer) and must be in the allowed list;
// the message goes to that origin only (never '*'). public/widget-loader.js receives it.
export const WIDGET_HEIGHT_MESSAGE = 'tourbook:height';

/** JSON for an inline script: `<` escaped so no value can close the script element. */
const inline = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export function resizeScript(slug: string, allowedOrigins: readonly string[]): string {
  return `(function(){if(window.parent===window)return;var ok=${inline(allowedOrigins)},a=location.ancestorOrigins,t=a&&a.length?a[0]:'';`
    + `if(!t&&document.referrer){try{t=new URL(document.referrer).origin}catch(e){}}if(ok.indexOf(t)<0)return;`
    + `var el=document.getElementById('tb-widget'),last=0,first=true;function send(){var h=Math.ceil(el.getBoundingClientRect().height);`
    + `if(h!==last){last=h;window.parent.postMessage({type:${inline(WIDGET_HEIGHT_MESSAGE)},widget:${inline(slug)},height:h,first:first},t);first=false}}`
    + `if(window.ResizeObserver)new ResizeObserver(send).observe(el);addEventListener('load',send);send()})();`;
}
