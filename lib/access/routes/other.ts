// Spec section 2, "Other groups": widget admin, products, statistics, media, geo.
import { defineGroup } from '../route-types';

export const widgetAdminRoutes = defineGroup({ menu: 'widget', scopes: ['widget.read'], features: ['bookingWidget'] }, [
  ['/widget-admin', 'widgetAdmin', { redirectTo: '/widget-admin/list' }],
  ['/widget-admin/list', 'widgetAdminList'],
  ['/widget-admin/stats', 'widgetAdminStats'],
  ['/widget-admin/create', 'widgetAdminCreate', { scopes: ['widget.create'], hidden: true, createFor: '/widget-admin/list' }],
  ['/widget-admin/:id', 'widgetAdminEdit', { scopes: ['widget.update'], hidden: true }],
]);

export const productRoutes = defineGroup({ menu: 'product', scopes: ['product.read'], features: ['resort', 'vessel'] }, [
  ['/product', 'product', { redirectTo: '/product/list' }],
  ['/product/list', 'productList'],
  ['/product/create', 'productCreate', { scopes: ['product.create'], createFor: '/product/list' }],
  // Inside the product group (resort or vessel) and, in addition, feature stock.
  ['/product/stock', 'productStock', { requiredFeatures: ['stock'] }],
  ['/product/category', 'productCategory'],
  ['/product/:id', 'productEdit', { scopes: ['product.update'], hidden: true }],
]);

export const statsRoutes = defineGroup({ menu: 'stats' }, [
  ['/stats/base', 'statsBase', { scopes: ['bookingpayment.read', 'bankentries.read'], not: ['financeReports'] }],
  ['/stats/tour', 'statsTour', { scopes: ['bookings.read'], features: ['vessel'], not: ['bookingReports'] }],
  ['/stats/booking', 'statsBooking', { scopes: ['bookings.read'], features: ['resort', 'vessel'] }],
  ['/stats/occupancy', 'statsOccupancy', { scopes: ['bookings.read'], features: ['resort'] }],
  ['/stats/dive', 'statsDive', { scopes: ['divelog.read'], features: ['diveLog'], not: ['diveReports'] }],
  ['/stats/export', 'statsExport', { scopes: ['export.read'], features: ['resort', 'vessel'] }],
]);

export const mediaRoutes = defineGroup({ menu: 'media', scopes: ['media.read'] }, [
  ['/media', 'media', { redirectTo: '/media/list' }],
  ['/media/list', 'mediaList'],
  ['/media/create', 'mediaCreate', { scopes: ['media.create'], createFor: '/media/list' }],
  ['/media/:id', 'mediaEdit', { scopes: ['media.update'], hidden: true }],
]);

export const geoRoutes = defineGroup({ menu: 'geo', scopes: ['settings.read'] }, [
  ['/geo', 'geo', { redirectTo: '/geo/destination' }],
  ['/geo/destination', 'geoDestination'],
  ['/geo/port', 'geoPort'],
  ['/geo/airport', 'geoAirport'],
  ['/geo/airline', 'geoAirline'],
  ['/geo/country', 'geoCountry'],
]);
