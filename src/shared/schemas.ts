import { z } from 'zod';
import { emailChecks, passwordChecks, requiredTextChecks } from './inputRules';
import { fieldMessages as m } from './messages';

// The field validators of spec section 5 are built from inputRules.ts's checks (shared with the forms in the browser).
export type { InputKind } from './inputRules';
export { validateInput } from './inputRules';

export const requiredText = z.string({ error: m.required }).check(...requiredTextChecks);

export const email = z
  .string({ error: m.emailRequired })
  .check(...emailChecks)
  .transform((s) => s.toLowerCase());

export const password = z.string({ error: m.passwordRequired }).check(...passwordChecks);

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
