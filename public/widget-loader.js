/* Tourbook widget loader (docs/decisions/widget-and-payment.md). On the operator's site:
 *   <a href="https://BOOKING-HOST/widget/SLUG" data-tourbook-widget>Book online</a>
 *   <script src="https://BOOKING-HOST/widget-loader.js" async></script>
 * Each such link becomes a frame of the widget; without JavaScript the link opens it full page.
 * The frame's height follows its content: the widget page posts its height, and a message is
 * believed only from the booking host's origin and from one of the frames this script made. */
(function () {
  var me = document.currentScript;
  if (!me || !me.src) return;
  var host = new URL(me.src).origin;
  var frames = [];
  function mount(link) {
    var url;
    try { url = new URL(link.href, location.href); } catch { return; }
    if (url.origin !== host || !/^\/widget\/[^/]+\/?$/.test(url.pathname)) return;
    var f = document.createElement('iframe');
    f.src = url.href;
    f.title = link.getAttribute('data-title') || link.textContent || 'Booking';
    f.style.cssText = 'display:block;width:100%;border:0;min-height:480px;';
    link.parentNode.replaceChild(f, link);
    frames.push(f);
  }
  function mountAll() {
    var links = document.querySelectorAll('a[data-tourbook-widget]');
    for (var i = 0; i < links.length; i++) mount(links[i]);
  }
  window.addEventListener('message', function (e) {
    if (e.origin !== host || !e.data || e.data.type !== 'tourbook:height') return;
    var h = Number(e.data.height);
    if (!(h > 0 && h < 100000)) return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow !== e.source) continue;
      frames[i].style.minHeight = '0';
      frames[i].style.height = h + 'px';
      // A new step loaded in the frame: bring its top into view when it scrolled away.
      var top = frames[i].getBoundingClientRect().top;
      if (e.data.first && top < 0) frames[i].scrollIntoView();
    }
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
