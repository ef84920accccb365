/** Request header by which proxy.ts tells the page's messages (lib/i18n/request.ts) the widget's
 *  language on /widget/{slug}; the visitor's own header of that name is always dropped first. */
export const WIDGET_LANGUAGE_HEADER = 'x-tb-widget-language';
