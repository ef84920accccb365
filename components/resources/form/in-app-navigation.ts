// Whether a click on a link leaves the current page for another page of the app (the unsaved-
// changes guard asks first then). Pure, so it can be tested without a browser.
export type TAnchorLike = { href: string; target: string; hasAttribute: (name: string) => boolean };
export type TLocationLike = { href: string; origin: string; pathname: string; search: string };

export function isInAppNavigation(anchor: TAnchorLike, here: TLocationLike): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return false;
  return url.pathname !== here.pathname || url.search !== here.search;
}
