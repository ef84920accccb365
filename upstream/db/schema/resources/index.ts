// Tables of the generic resources (api-calls 7.1), one file per area.
export * from './geo';
export * from './assets';
export * from './rooms';
export * from './tours';
export * from './parties';
export * from './booking-config';
export * from './bookings';
export * from './price';
export * from './products';
export * from './dive';
export * from './mail';
export * from './media';
export * from './finance';
export * from './forms';
export * from './staff';
