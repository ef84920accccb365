// Spec section 2, "Public and guest routes" and "Authenticated base routes".
import { defineGroup } from '../route-types';

/** Login, registration and reset: guests only; a logged-in non-guest is sent home. */
export const publicRoutes = defineGroup({ public: true, hidden: true }, [
  ['/login', 'login', { guestOnly: true }],
  ['/club/login', 'clubLogin', { guestOnly: true }],
  // Registration and the reset request are allowed only for guests (spec section 5).
  ['/register/:userType', 'register', { guestOnly: true }],
  ['/password/reset', 'passwordReset', { guestOnly: true }],
  ['/club/password/reset', 'clubPasswordReset', { guestOnly: true }],
  ['/invoice/:id', 'invoice'],
  ['/club/invoice/:id', 'clubInvoice'],
  ['/payment/success', 'paymentSuccess'],
  ['/payment/aborted', 'paymentAborted'],
  ['/guestform/:id/:token', 'guestForm'],
  ['/guestform-m/:id/:token', 'guestFormMulti'],
  ['/forms/:id/:token', 'forms'],
  ['/book/online', 'bookOnline'],
  ['/book/online-v2', 'bookOnlineV2'],
  ['/book/resort', 'bookResort'],
  ['/book/resort-v2', 'bookResortV2'],
  ['/widget/:slug', 'widget'],
  ['/book', 'book', { features: ['resort', 'vessel'] }],
  // The spec lists the preview with /book; it previews that flow, so it shares its features.
  ['/book/preview', 'bookPreview', { features: ['resort', 'vessel'] }],
  // "guest or user, drawer disabled": both a guest and any logged-in user may open them.
  ['/user/:id/verify', 'userVerify', { scopes: ['guest', 'user'], noDrawer: true }],
  ['/club/user/:id/verify', 'clubUserVerify', { scopes: ['guest', 'user'], noDrawer: true }],
  // Guests allowed: the token logs the caller in.
  ['/jumpto/:token', 'jumpTo'],
]);

/** Authenticated base routes: no scope, but a login (any non-guest). */
export const baseRoutes = defineGroup({ menu: 'main' }, [
  ['/', 'home'],
  ['/jump/:system', 'jump', { hidden: true }],
  // "/mail" carries no scope in the spec: any logged-in user; the upstream checks each mail call.
  // Offered in the menu only to roles that may read the mailboxes (the calls' own scopes).
  ['/mail', 'mail', { menuScopes: ['mail.read', 'mail.update'] }],
]);

/** Catch-all not-found screen: open to guest and user, hidden. Always matched last. */
export const notFoundRoute = defineGroup({}, [
  ['*', 'notFound', { public: true, hidden: true, scopes: ['guest', 'user'], notFound: true }],
])[0];
