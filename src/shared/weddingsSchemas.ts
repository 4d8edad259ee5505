import { z } from 'zod';
import { fieldMessages as m } from './messages';
import { email, requiredText } from './schemas';
import {
  COUPLE_ROLE_CODES,
  isCalendarDate,
  RESERVED_WEDDING_SLUGS,
  ROLE_CODES,
  WEDDING_SLUG_PATTERN,
  type Wedding,
  weddingMessages,
} from './weddings';

// The wedding bodies the server accepts (spec section 5's messages), apart from weddings.ts so that only the server
// and the forms that need them load zod.

export const weddingDate = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .refine(isCalendarDate, { error: weddingMessages.dateInvalid });

export const weddingSlug = z
  .string({ error: m.required })
  .trim()
  .toLowerCase()
  .min(1, { error: m.required, abort: true })
  .regex(WEDDING_SLUG_PATTERN, { error: weddingMessages.slugFormat, abort: true })
  .min(3, { error: weddingMessages.slugFormat, abort: true })
  .max(60, { error: weddingMessages.slugFormat, abort: true })
  .refine((s) => !(RESERVED_WEDDING_SLUGS as readonly string[]).includes(s), {
    error: weddingMessages.slugReserved,
  });

const followPolicy = z.enum(['open', 'approval'], { error: weddingMessages.policyInvalid });
/** An IANA zone's shape here; the server checks it against @js-joda/timezone's list (the forms do not load it). */
export const timeZoneField = z
  .string({ error: weddingMessages.timeZoneInvalid })
  .trim()
  .min(1, { error: weddingMessages.timeZoneInvalid, abort: true })
  .max(64, { error: weddingMessages.timeZoneInvalid, abort: true })
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, { error: weddingMessages.timeZoneInvalid });
const coupleRole = z.enum(COUPLE_ROLE_CODES, { error: weddingMessages.coupleRoleInvalid });
const anyRole = z.enum(ROLE_CODES, { error: weddingMessages.roleInvalid });
/** An empty optional input counts as not given. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const weddingSetUpBody = z.object({
  name: requiredText,
  date: weddingDate,
  slug: z.preprocess(blankToUndefined, weddingSlug.optional()),
  role: coupleRole.default('B'),
  partner_email: z.preprocess(blankToUndefined, email.optional()),
  partner_role: coupleRole.optional(),
  follow_policy: followPolicy.default('approval'),
  /** The couple's browser zone at set-up (Intl); GMT+3, the spec's zone, when none is sent. */
  time_zone: timeZoneField.optional(),
});
export type WeddingSetUpBody = z.input<typeof weddingSetUpBody>;

export const weddingUpdateBody = z
  .object({
    name: requiredText,
    date: weddingDate,
    slug: weddingSlug,
    follow_policy: followPolicy,
    time_zone: timeZoneField,
  })
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), { error: weddingMessages.nothingToChange });
export type WeddingUpdateBody = z.input<typeof weddingUpdateBody>;

export const slugCheckBody = z.object({ slug: requiredText });
export const inviteBody = z.object({ email, role: anyRole });
export type InviteBody = z.input<typeof inviteBody>;
export const inviteResponseBody = z.object({ accept: z.boolean({ error: weddingMessages.acceptInvalid }) });
export const inviteCodeBody = z.object({ code: requiredText });
/** The spec's follow payload; both ids are optional and, when given, must be this wedding and the caller. */
export const followBody = z.object({
  account: z.string({ error: m.required }).optional(),
  user: z.string({ error: m.required }).optional(),
});

// ---------- Answers ----------

export const publicPersonSchema = z.object({
  id: z.string(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image: z.string().nullable(),
});

/** A wedding as the API shows it to one user (`Wedding`): every field, so the hot path serializes by it. */
export const weddingSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    date: z.string(),
    couple: z.array(publicPersonSchema.extend({ auth_id: z.string(), role: z.string() })),
    my_role: z.array(z.string()),
    site_cover_img: z.string().nullable(),
    site_cover_cache_img: z.string().nullable(),
    site_active: z.boolean(),
    follow_policy: z.enum(['open', 'approval']),
    time_zone: z.string(),
    is_following: z.boolean(),
    follow_status: z.enum(['none', 'requested', 'following']),
    done_percentage: z.number(),
    followers_count: z.number().int(),
    posts_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Wedding' }) satisfies z.ZodType<Wedding>;
