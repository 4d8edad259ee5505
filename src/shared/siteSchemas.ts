import { z } from 'zod';
import { planDate } from './planningSchemas';
import { requiredText } from './schemas';
import { SITE_LANGUAGE_CODES } from './siteLanguages';
import {
  ADD_ON_NAMES,
  GUEST_SIDES,
  SITE_LIMITS as L,
  siteMessages as m,
  RSVP_QUESTIONS,
  SECTION_KINDS,
  SITE_PASSWORD_MIN,
} from './siteText';
import { ACCENT_IDS, HEADING_FONT_IDS, THEME_IDS } from './siteThemes';

// Request bodies of the website, logistics, add-ons, guests and RSVP, with their field messages.

const text = (max: number = L.text, error: string = m.textTooLong) =>
  z.preprocess((v) => (v == null ? '' : v), z.string({ error }).trim().max(max, { error }));
const short = () => text(L.shortText, m.shortTextTooLong);
const url = z.preprocess(
  (v) => (v == null ? '' : v),
  z
    .string({ error: m.urlInvalid })
    .trim()
    .max(L.shortText * 4, { error: m.urlInvalid })
    .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), { error: m.urlInvalid }),
);
const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: m.tooManyItems }).max(L.listItems, { error: m.tooManyItems });

export const siteSection = z.object({
  kind: z.enum(SECTION_KINDS, { error: m.sectionKindInvalid }),
  title: text(L.sectionTitle, m.sectionTitleTooLong),
  /** Rich text as HTML; the server keeps only the tags the editor makes (sanitized on write). */
  body: text(L.sectionBody, m.sectionBodyTooLong),
  hidden: z.boolean().default(false),
});
export type SiteSectionInput = z.input<typeof siteSection>;

/** The couple's texts in one of the site's other languages (issue 39): per section, its title and text. */
export const siteTranslationBody = z.object({
  sections: z
    .array(
      z.object({
        kind: z.enum(SECTION_KINDS, { error: m.sectionKindInvalid }),
        title: text(L.sectionTitle, m.sectionTitleTooLong),
        body: text(L.sectionBody, m.sectionBodyTooLong),
      }),
    )
    .max(L.sections, { error: m.tooManySections })
    .refine((list) => new Set(list.map((s) => s.kind)).size === list.length, { error: m.sectionKindInvalid }),
});
export type SiteTranslationBody = z.input<typeof siteTranslationBody>;
/** The answer to a save of translations: the site's languages and every language's texts (SiteTranslationsAnswer). */
export const siteTranslationsAnswer = z.object({
  account: z.string(),
  languages: z.array(z.enum(SITE_LANGUAGE_CODES)),
  translations: z.record(
    z.string(),
    z.object({
      sections: z.array(z.object({ kind: z.enum(SECTION_KINDS), title: z.string(), body: z.string() })),
    }),
  ),
  updated_at: z.string(),
});
export const siteTranslationParams = z.object({
  id: z.string(),
  lang: z.enum(SITE_LANGUAGE_CODES, { error: m.languageInvalid }),
});

export const websiteUpdateBody = z.object({
  theme: z.enum(THEME_IDS, { error: m.themeInvalid }).optional(),
  /** null: the theme's own. */
  accent: z.union([z.null(), z.enum(ACCENT_IDS, { error: m.accentInvalid })], { error: m.accentInvalid }).optional(),
  heading_font: z
    .union([z.null(), z.enum(HEADING_FONT_IDS, { error: m.headingFontInvalid })], { error: m.headingFontInvalid })
    .optional(),
  rsvp_question: z.enum(RSVP_QUESTIONS, { error: m.rsvpQuestionInvalid }).optional(),
  /** The public pages' languages (issue 39): the default first, then up to three more. */
  languages: z
    .array(z.enum(SITE_LANGUAGE_CODES, { error: m.languageInvalid }), { error: m.languageInvalid })
    .min(1, { error: m.languagesCount })
    .max(4, { error: m.languagesCount })
    .refine((l) => new Set(l).size === l.length, { error: m.languagesCount })
    .optional(),
  sections: z.array(siteSection).max(L.sections, { error: m.tooManySections }).optional(),
  site_active: z.boolean().optional(),
  /** A new password; '' or null removes it. */
  password: z
    .union([
      z.null(),
      z.literal(''),
      z.string().min(SITE_PASSWORD_MIN, { error: m.passwordTooShort }).max(L.sitePassword),
    ])
    .optional(),
  rsvp_deadline: z.union([z.null(), z.literal(''), planDate]).optional(),
  /** Days before the deadline that households yet to answer are mailed a reminder; null: none. */
  rsvp_reminder_days: z
    .union(
      [
        z.null(),
        z
          .int({ error: m.reminderDaysInvalid })
          .min(1, { error: m.reminderDaysInvalid })
          .max(L.reminderDays, { error: m.reminderDaysInvalid }),
      ],
      { error: m.reminderDaysInvalid },
    )
    .optional(),
  meal_options: z
    .array(z.string({ error: m.mealRequired }).trim().min(1, { error: m.mealRequired }).max(L.shortText))
    .max(L.meals, { error: m.tooManyMeals })
    .optional(),
});
export type WebsiteUpdateBody = z.input<typeof websiteUpdateBody>;

const venue = z.object({
  role: z.enum(['ceremony', 'reception', 'other']).default('other'),
  name: short(),
  address: short(),
  time: short(),
  map_url: url,
});
const stay = z.object({ name: short(), address: short(), url, notes: text() });
const contact = z.object({ name: short(), phone: short(), role: short() });

export const logisticsBody = z.object({
  venues: list(venue).default([]),
  transport: text(),
  accommodation: list(stay).default([]),
  dress_code: text(),
  parking: text(),
  contacts: list(contact).default([]),
});
export type LogisticsBody = z.input<typeof logisticsBody>;

export const addOnParams = z.object({ name: z.enum(ADD_ON_NAMES, { error: m.addOnUnknown }) });
export const addOnBody = z.object({
  enabled: z.boolean().optional(),
  /** registry: links guests follow; livestream: the stream's address. */
  links: list(z.object({ label: short(), url })).optional(),
  url: url.optional(),
  note: text().optional(),
});
export type AddOnBody = z.input<typeof addOnBody>;

const optionalEmail = z.preprocess(
  (v) => (v == null ? '' : v),
  z
    .string()
    .trim()
    .max(254, { error: m.emailInvalid })
    .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(s), { error: m.emailInvalid }),
);

export const guestBody = z.object({
  id: z.string().optional(),
  name: requiredText.pipe(z.string().max(L.shortText)),
  email: optionalEmail,
  phone: short(),
  side: z.enum(GUEST_SIDES, { error: m.sideInvalid }).default('both'),
  tags: z.array(z.string().trim().min(1).max(40)).max(L.listItems, { error: m.tooManyItems }).default([]),
  plus_one_allowed: z.boolean().default(false),
  child: z.boolean().default(false),
  table: short(),
});
export type GuestInput = z.input<typeof guestBody>;

export const householdBody = z.object({
  name: requiredText,
  /** Asked of a guest who finds this household by name, when the couple chose "their postcode". */
  postcode: text(20, m.postcodeTooLong).optional(),
  guests: z.array(guestBody).min(1, { error: m.guestsRequired }).max(L.guestsPerHousehold, { error: m.tooManyGuests }),
});
export type HouseholdBody = z.input<typeof householdBody>;

export const importBody = z.object({
  csv: z
    .string({ error: m.csvRequired })
    .trim()
    .min(1, { error: m.csvRequired })
    .max(1_000_000, { error: m.csvTooLong }),
  /** Check and preview only; nothing is written. */
  dry_run: z.boolean().default(false),
});

const rsvpGuestAnswer = z.object({
  id: z.string({ error: m.guestNotInHousehold }),
  attending: z.boolean({ error: m.attendingRequired }),
  meal: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(L.shortText).nullable().default(null)),
  dietary: text(L.shortText * 2),
  plus_one_name: short(),
});
/**
 * A household's answer: per event it is invited to (issue 38), or, as before events, one answer per guest that
 * stands for every event the guest is invited to.
 */
export const rsvpAnswerBody = z
  .object({
    events: z
      .array(z.object({ id: z.string().max(64), guests: z.array(rsvpGuestAnswer).max(L.guestsPerHousehold) }))
      .max(50)
      .default([]),
    guests: z.array(rsvpGuestAnswer).max(L.guestsPerHousehold).default([]),
    message: text(),
  })
  .refine((b) => b.events.length + b.guests.length > 0, { error: m.attendingRequired, path: ['guests'] });
export type RsvpAnswerBody = z.input<typeof rsvpAnswerBody>;

export const sitePasswordBody = z.object({ password: z.string().max(L.sitePassword) });

/** A gift for the thank-you tracker: from a household, or one guest of it. */
export const giftBody = z.object({
  household: z.string({ error: m.giftHouseholdRequired }).trim().min(1, { error: m.giftHouseholdRequired }),
  guest: z.preprocess((v) => (v === '' ? null : v), z.string().nullable().default(null)),
  description: z
    .string({ error: m.giftDescriptionRequired })
    .trim()
    .min(1, { error: m.giftDescriptionRequired })
    .max(L.shortText, { error: m.shortTextTooLong }),
  received_on: z.union([z.null(), z.literal(''), planDate]).default(null),
  card_sent: z.boolean().default(false),
});
export type GiftBody = z.input<typeof giftBody>;
// Written out rather than `.partial()`, so a field left out stays as it is instead of taking its default.
export const giftPatch = z.object({
  guest: z.preprocess((v) => (v === '' ? null : v), z.string().nullable()).optional(),
  description: giftBody.shape.description.optional(),
  received_on: z.union([z.null(), z.literal(''), planDate]).optional(),
  card_sent: z.boolean().optional(),
});
export type GiftPatch = z.input<typeof giftPatch>;
