import { z } from 'zod';
import { fieldMessages as m, PASSWORD_MIN } from './messages';

// One validator per input kind of spec section 5. The first failing check is the message shown.
// A missing or over-long value stops at that check (`abort`): one message per field, and the email
// pattern, which backtracks quadratically, never runs on an unbounded string.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

// A name made only of zero-width or space-like characters is as empty as no name; direction overrides let a name
// pose as another when shown beside other text.
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const DIRECTION_OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/;

export const requiredText = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .max(150, { error: 'Keep this under 150 characters.', abort: true })
  .refine((s) => VISIBLE.test(s), { error: m.required, abort: true })
  .refine((s) => !DIRECTION_OVERRIDES.test(s), { error: m.directionOverride });

export const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true })
  .max(254, { error: m.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: m.emailInvalid })
  .transform((s) => s.toLowerCase());

export const password = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired, abort: true })
  .min(PASSWORD_MIN, { error: m.passwordTooShort })
  .max(200, { error: 'Keep your password under 200 characters.' });

// Login checks presence only: a short old password must still get "wrong credentials", not a hint.
export const loginPassword = z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired });

export const signUpBody = z.object({
  first_name: requiredText,
  last_name: requiredText,
  email,
  password,
});
export type SignUpBody = z.input<typeof signUpBody>;

export const loginBody = z.object({ email, password: loginPassword });
export type LoginBody = z.input<typeof loginBody>;

export const emailBody = z.object({ email });
export const slugBody = z.object({ slug: requiredText });

export const profileBody = z
  .object({ first_name: requiredText, last_name: requiredText })
  .partial()
  .refine((o) => Object.keys(o).length > 0, { error: m.required });

export const setPasswordBody = z.object({ old_password: loginPassword, new_password: password });
export const forgotPasswordBody = emailBody;
export const resetPasswordBody = z.object({ token: requiredText, password });
export const resetTokenBody = z.object({ token: requiredText });

// `optional` is free text that may be left empty (notes, a place); the server still caps its length.
export type InputKind = 'text' | 'email' | 'password' | 'optional';
const optionalText = z.string().max(5000, { error: 'Keep this shorter.' });
const byKind = { text: requiredText, email, password, optional: optionalText } as const;

/** The first error message for one input, or undefined when it is valid (spec section 5). */
export function validateInput(kind: InputKind, value: string): string | undefined {
  const result = byKind[kind].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Field errors of a failed parse, keyed by field, in the problem+json `errors` shape. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}
