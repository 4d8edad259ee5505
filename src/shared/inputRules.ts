import * as z from 'zod/mini';
import { fieldMessages as m, PASSWORD_MIN } from './messages';

// One validator per input kind of spec section 5. The first failing check is the message shown.
// A missing or over-long value stops at that check (`abort`): one message per field, and the email
// pattern, which backtracks quadratically, never runs on an unbounded string.
//
// The checks are written with zod/mini, whose parts are tree-shaken: the forms' validation in the browser costs a
// few KB instead of all of zod (24 KB gzipped). The shared body schemas (schemas.ts) are built from these same
// checks, so the browser and the server cannot disagree on a field.

// No comma, angle bracket, quote, parenthesis or colon: `a,b@x.test` and `"boss"<x@evil.test>` are address lists and
// display names to a mailer, which would send to another address than the one checked.
const EMAIL_PATTERN = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+\.[^\s@,;:<>()[\]\\"]{2,}$/;

// A name made only of zero-width or space-like characters is as empty as no name; direction overrides let a name
// pose as another when shown beside other text.
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const DIRECTION_OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/;

export const requiredTextChecks = [
  z.trim(),
  z.minLength(1, { error: m.required, abort: true }),
  z.maxLength(150, { error: 'Keep this under 150 characters.', abort: true }),
  z.refine<string>((s) => VISIBLE.test(s), { error: m.required, abort: true }),
  z.refine<string>((s) => !DIRECTION_OVERRIDES.test(s), { error: m.directionOverride }),
] as const;

export const emailChecks = [
  z.trim(),
  z.minLength(1, { error: m.emailRequired, abort: true }),
  z.maxLength(254, { error: m.emailInvalid, abort: true }),
  z.regex(EMAIL_PATTERN, { error: m.emailInvalid }),
] as const;

export const passwordChecks = [
  z.minLength(1, { error: m.passwordRequired, abort: true }),
  z.minLength(PASSWORD_MIN, { error: m.passwordTooShort }),
  z.maxLength(200, { error: 'Keep your password under 200 characters.' }),
] as const;

export const optionalTextChecks = [z.maxLength(5000, { error: 'Keep this shorter.' })] as const;

// `optional` is free text that may be left empty (notes, a place); the server still caps its length. `document` is a
// whole editor's content held as one value (the website's sections, as JSON): the server checks each of its parts.
export type InputKind = 'text' | 'email' | 'password' | 'optional' | 'document';
const byKind = {
  text: z.string({ error: m.required }).check(...requiredTextChecks),
  email: z.string({ error: m.emailRequired }).check(...emailChecks),
  password: z.string({ error: m.passwordRequired }).check(...passwordChecks),
  optional: z.string().check(...optionalTextChecks),
  document: z.string(),
} as const;

/** The first error message for one input, or undefined when it is valid (spec section 5). */
export function validateInput(kind: InputKind, value: string): string | undefined {
  const result = z.safeParse(byKind[kind], value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
