// Validation rules of spec section 5: plain rules (rules.ts), date bounds (date-bounds.ts),
// zod schemas for the login and password screens (password-forms.ts), message keys (messages.ts).
export * from './messages';
export * from './rules';
export * from './date-bounds';
export * from './password-forms';
export * from './json-depth';
export * from './own-key';
export * from './language';
