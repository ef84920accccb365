// Message keys of the validation rules (namespace "validation" in messages/*.json). Rules return
// an issue { key, values? }; the UI shows t(issue.key, issue.values). Zod schemas carry the key
// as the issue message; keys with fixed values (the password length, the default file size) take
// them from VALIDATION_MESSAGE_VALUES, see issueFromMessage().

export const VALIDATION_KEYS = {
  required: 'validation.required',
  maxFileSize: 'validation.maxFileSize',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  email: 'validation.email',
  flightNumber: 'validation.flightNumber',
  number: 'validation.number',
  min: 'validation.min',
  max: 'validation.max',
  nonZero: 'validation.nonZero',
  equals: 'validation.equals',
  notEquals: 'validation.notEquals',
  date: 'validation.date',
  minDate: 'validation.minDate',
  maxDate: 'validation.maxDate',
  invalid: 'validation.invalid',
  integerMin0: 'validation.integerMin0',
  // Password screen (spec section 5, exact English wording in messages/en.json).
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  passwordMinLength: 'validation.passwordMinLength',
  passwordsMatch: 'validation.passwordsMatch',
  tokenRequired: 'validation.tokenRequired',
} as const;

export type TValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];
export type TIssueValues = Record<string, string | number>;
export type TIssue = { key: TValidationKey | (string & {}); values?: TIssueValues };

/** Password must be longer than this many characters (spec sections 5 and 9). */
export const PASSWORD_MIN_LENGTH = 4;
/** Default maximum file size in KB (guest form files, spec section 9). */
export const DEFAULT_MAX_FILE_SIZE_KB = 256;

/** Values for keys whose placeholders are fixed when the key comes from a zod schema. */
export const VALIDATION_MESSAGE_VALUES: Readonly<Partial<Record<TValidationKey, TIssueValues>>> = {
  [VALIDATION_KEYS.passwordMinLength]: { minLength: PASSWORD_MIN_LENGTH },
  [VALIDATION_KEYS.maxFileSize]: { size: DEFAULT_MAX_FILE_SIZE_KB },
};

/** A zod issue message (a key) → the issue to translate, with its fixed values. */
export function issueFromMessage(message: string): TIssue {
  const values = VALIDATION_MESSAGE_VALUES[message as TValidationKey];
  return values ? { key: message, values } : { key: message };
}
