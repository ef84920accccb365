// The registration form (/register/{userType}): the password-screen rules of spec section 5 for
// e-mail and password, plus name (required) and an optional phone. Messages are message keys.
import { z } from 'zod';
import { REGISTER_USER_TYPES } from '@/lib/contract/auth';
import { passwordScreenRules, VALIDATION_KEYS as K } from '@/lib/validation';

export type TRegisterUserType = (typeof REGISTER_USER_TYPES)[number];

/** 'agency' / 'Agency' → 'Agency'; anything else → null (the page is a 404). */
export function registerUserType(param: string): TRegisterUserType | null {
  const p = param.toLowerCase();
  return REGISTER_USER_TYPES.find((t) => t.toLowerCase() === p) ?? null;
}

const check = (rule: (v: string) => string | null) =>
  z.string().superRefine((v, ctx) => {
    const key = rule(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

export const ZRegisterForm = z
  .object({
    name: check((v) => (v.trim() === '' ? K.required : v.trim().length > 200 ? K.maxLength : null)).transform((v) => v.trim()),
    email: check((v) => passwordScreenRules.email(v)).transform((v) => v.trim()),
    phone: check((v) => (v.trim().length > 50 ? K.maxLength : null)).transform((v) => v.trim()),
    password: check((v) => passwordScreenRules.password(v)),
    passwordRepeat: z.string(),
  })
  .refine((v) => passwordScreenRules.passwordRepeat(v.password, v.passwordRepeat) === null, { message: K.passwordsMatch, path: ['passwordRepeat'] });

export type TRegisterFormInput = z.input<typeof ZRegisterForm>;
export type TRegisterForm = z.output<typeof ZRegisterForm>;
