import type { RsvpEvent } from './guestEvents';
import type { SiteLanguage } from './siteLanguages';
import type { AddOnName, GuestSide, RsvpQuestion, SectionKind } from './siteText';
import type { AccentId, HeadingFontId, ThemeId } from './siteThemes';

// The JSON shapes of the website, logistics, add-ons, guests and RSVP, as the API answers them.

export interface SiteSection {
  kind: SectionKind;
  title: string;
  body: string;
  hidden: boolean;
}

/** A section's title and text in one of the site's other languages; '' is "not translated": the default shows. */
export interface SectionTranslation {
  kind: SectionKind;
  title: string;
  body: string;
}
/** The couple's texts per language other than the default (issue 39). */
export type SiteTranslations = Partial<Record<SiteLanguage, { sections: SectionTranslation[] }>>;

/** What a save of one language's texts answers. */
export interface SiteTranslationsAnswer {
  account: string;
  languages: SiteLanguage[];
  translations: SiteTranslations;
  updated_at: string;
}

export interface AddOnState {
  enabled: boolean;
  links?: { label: string; url: string }[];
  url?: string;
  note?: string;
}
export type AddOns = Record<AddOnName, AddOnState>;

export interface Website {
  account: string;
  slug: string;
  theme: ThemeId;
  /** null: the theme's own. */
  accent: AccentId | null;
  heading_font: HeadingFontId | null;
  /** What a guest who finds their invitation by name must answer first. */
  rsvp_question: RsvpQuestion;
  /** The public pages' languages, the default first (issue 39). */
  languages: SiteLanguage[];
  sections: SiteSection[];
  /** The sections' titles and texts in the site's other languages; a missing one shows the default language's. */
  translations: SiteTranslations;
  site_active: boolean;
  password_set: boolean;
  /** The public site's absolute address, for sharing. */
  url: string;
  rsvp_deadline: string | null;
  /** Days before the deadline that households yet to answer are reminded by mail; null: no reminder. */
  rsvp_reminder_days: number | null;
  meal_options: string[];
  add_ons: AddOns;
  updated_at: string;
}

export interface Venue {
  role: 'ceremony' | 'reception' | 'other';
  name: string;
  address: string;
  time: string;
  map_url: string;
}
export interface Stay {
  name: string;
  address: string;
  url: string;
  notes: string;
}
export interface DayContact {
  name: string;
  phone: string;
  role: string;
}
export interface Logistics {
  venues: Venue[];
  transport: string;
  accommodation: Stay[];
  dress_code: string;
  parking: string;
  contacts: DayContact[];
}

/** The logistics as the couple's page reads and saves them, with their version (issue 31). */
export type VersionedLogistics = Logistics & { version: number };
/** What guests see: logistics without the couple's day-of contacts. */
export type GuestInfo = { account: string } & Omit<Logistics, 'contacts'>;

export interface Guest {
  id: string;
  household: string;
  /** Goes up by one with each edit of the guest's own fields; any guest's edit moves its household's version too. */
  version: number;
  name: string;
  email: string;
  phone: string;
  side: GuestSide;
  tags: string[];
  plus_one_allowed: boolean;
  child: boolean;
  table: string;
  attending: boolean | null;
  meal: string | null;
  dietary: string;
  plus_one_name: string;
}

export interface Household {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  name: string;
  /** The private RSVP link; only the couple sees it. */
  rsvp_url: string;
  /** Asked of a guest who finds the household by name, when the couple chose "their postcode". */
  postcode: string;
  message: string;
  responded_at: string | null;
  /** When the last invitation mailed from Vowline went out (issue 35). */
  invited_at: string | null;
  /** When the household first opened its private RSVP link, and when last. */
  opened_at: string | null;
  last_opened_at: string | null;
  guests: Guest[];
}

export interface RsvpSummary {
  account: string;
  households: number;
  invited: number;
  attending: number;
  declined: number;
  awaiting: number;
  meals: { meal: string; count: number }[];
  dietary: { guest: string; notes: string }[];
  /** Households that have not answered: the list to chase. */
  to_chase: { id: string; name: string; guests: number }[];
  deadline: string | null;
}

export interface ImportRowError {
  row: number;
  errors: Record<string, string[]>;
}
export interface ImportPreview {
  households: number;
  guests: number;
  imported: boolean;
  preview: { household: string; guests: string[] }[];
}

/** What a guest's RSVP link shows: the household, never the rest of the wedding's list. */
export interface RsvpInvitation {
  wedding: { name: string; date: string; slug: string };
  household: { name: string; message: string; responded_at: string | null };
  guests: Pick<
    Guest,
    'id' | 'name' | 'plus_one_allowed' | 'child' | 'attending' | 'meal' | 'dietary' | 'plus_one_name'
  >[];
  meal_options: string[];
  /** The events the household is invited to (a private one only here), each with its invited guests' answers. */
  events: RsvpEvent[];
  deadline: string | null;
  open: boolean;
}

/** A line of the thank-you tracker. */
export interface Gift {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  household: string;
  household_name: string;
  guest: string | null;
  guest_name: string;
  description: string;
  received_on: string | null;
  card_sent: boolean;
  created_at: string;
}
