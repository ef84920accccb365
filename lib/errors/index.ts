// Error catalogue of spec section 8: parser (parse.ts), errors.* keys (keys.ts), snackbar (snackbar.ts).
export * from './keys';
export * from './parse';
export * from './snackbar';
