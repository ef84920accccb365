// Zod 4 schemas for the login and password screens (spec section 5). Issue messages are message
// KEYS ('validation.emailRequired'); the form translates them, with issueFromMessage() for the
// fixed placeholder values. Each field reports one message: the first failing rule, in the
// spec's order (required, then valid / long enough). The repeat check runs even when another
// field fails, so the user sees every problem at once.
//   ZLoginForm                 { email, password }
//   ZPasswordResetRequest      { email }                                  mode 'reset'
//   ZPasswordResetSave         { token, email, password, passwordRepeat } mode 'save'
//   ZClubPasswordResetSave     { email, password, passwordRepeat }        club variant: no token
//   passwordResetSaveSchema({ club })
import { z } from 'zod';
import { VALIDATION_KEYS as K, PASSWORD_MIN_LENGTH } from './messages';
import { EMAIL_PATTERN } from './rules';

type TCheck = (value: string) => string | null;

/** The password-screen rules as plain functions: message key or null. */
export const passwordScreenRules = {
  email: (v: string | null | undefined): string | null =>
    !v || v.trim() === '' ? K.emailRequired : EMAIL_PATTERN.test(v.trim()) ? null : K.emailInvalid,
  password: (v: string | null | undefined): string | null =>
    !v ? K.passwordRequired : v.length > PASSWORD_MIN_LENGTH ? null : K.passwordMinLength,
  passwordRepeat: (password: string | null | undefined, repeat: string | null | undefined): string | null =>
    (password ?? '') === (repeat ?? '') ? null : K.passwordsMatch,
  token: (v: string | null | undefined): string | null => (!v || v.trim() === '' ? K.tokenRequired : null),
};

/** A string field whose missing value gives `requiredKey` and otherwise the first failing check. */
function field(requiredKey: string, check: TCheck) {
  return z.string({ error: requiredKey }).superRefine((value, ctx) => {
    const key = check(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
}

const emailField = () => field(K.emailRequired, (v) => passwordScreenRules.email(v)).transform((v) => v.trim());
const tokenField = () => field(K.tokenRequired, (v) => passwordScreenRules.token(v)).transform((v) => v.trim());
const newPasswordField = () => field(K.passwordRequired, (v) => passwordScreenRules.password(v));

export const ZLoginForm = z.object({
  email: emailField(),
  password: field(K.passwordRequired, (v) => (v ? null : K.passwordRequired)),
});

export const ZPasswordResetRequest = z.object({ email: emailField() });

const saveFields = {
  email: emailField(),
  password: newPasswordField(),
  passwordRepeat: z.string({ error: K.passwordsMatch }),
};

function withMatchingPasswords<T extends z.ZodType<{ password: string; passwordRepeat: string }>>(schema: T) {
  return schema.refine((v) => passwordScreenRules.passwordRepeat(v.password, v.passwordRepeat) === null, {
    error: K.passwordsMatch,
    path: ['passwordRepeat'],
  });
}

export const ZPasswordResetSave = withMatchingPasswords(z.object({ token: tokenField(), ...saveFields }));
export const ZClubPasswordResetSave = withMatchingPasswords(z.object(saveFields));

export function passwordResetSaveSchema({ club }: { club: boolean }) {
  return club ? ZClubPasswordResetSave : ZPasswordResetSave;
}

export type TLoginForm = z.infer<typeof ZLoginForm>;
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;
export type TPasswordResetSave = z.infer<typeof ZPasswordResetSave>;
export type TClubPasswordResetSave = z.infer<typeof ZClubPasswordResetSave>;
