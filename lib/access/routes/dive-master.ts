// Spec section 2, "Dive (feature diveLog)" and "Master bookings (feature assetMaster)".
import { defineGroup } from '../route-types';

export const diveRoutes = defineGroup({ menu: 'dive', features: ['diveLog'] }, [
  ['/dive/overview', 'diveOverview', { scopes: ['divelog.read'] }],
  ['/dive/log', 'diveLog', { scopes: ['divelog.read'] }],
  ['/dive/plan', 'divePlan', { scopes: ['diveplan.read'] }],
  ['/dive/site', 'diveSite', { scopes: ['divesite.read'] }],
  ['/dive/type', 'diveType', { scopes: ['divetype.read'] }],
  ['/dive/boat', 'diveBoat', { scopes: ['diveboat.read'] }],
]);

export const masterRoutes = defineGroup({ menu: 'booking', features: ['assetMaster'], scopes: ['bookings.read'] }, [
  ['/master/booking', 'masterBooking'],
  ['/master/booking/:system/:id', 'masterBookingDetail'],
]);
