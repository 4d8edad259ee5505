import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AccentId,
  ADD_ON_NAMES,
  type AddOnBody,
  type AddOnName,
  type AddOnState,
  type AddOns,
  type GuestInfo,
  type HeadingFontId,
  type Logistics,
  logisticsBody,
  SECTION_KINDS,
  SECTION_TITLES,
  type SiteSection,
  type SiteTranslations,
  type SiteTranslationsAnswer,
  siteMessages,
  type siteTranslationBody,
  type ThemeId,
  type Website,
  type websiteUpdateBody,
} from '../../shared/site';
import type { SiteLanguage } from '../../shared/siteLanguages';
import type { Db, Tx } from '../db/client';
import { weddingSites, weddings } from '../db/schema';
import { about, recordChange } from '../history/record';
import { hashPassword, verifyHash } from '../lib/passwordWork';
import { fieldsError } from '../lib/problem';
import { sanitizeRichText } from '../lib/sanitize';
import { emitEvent } from '../realtime/emitEvent';
import { ensureAlbum } from './album/row';
import type { WeddingRow } from './weddings';

export type SiteRow = typeof weddingSites.$inferSelect;

/** A new site starts with every section, in the order most wedding sites use, and the RSVP add-on on. */
export const DEFAULT_SECTIONS: SiteSection[] = SECTION_KINDS.map((kind) => ({
  kind,
  title: SECTION_TITLES[kind],
  body: '',
  hidden: false,
}));

export function addOnsOf(row: Pick<SiteRow, 'addOns'> | undefined): AddOns {
  const stored = (row?.addOns ?? {}) as Partial<AddOns>;
  return Object.fromEntries(
    ADD_ON_NAMES.map((name) => [name, { enabled: name === 'rsvp' || name === 'gallery', ...stored[name] }]),
  ) as AddOns;
}

export function logisticsOf(row: Pick<SiteRow, 'logistics'> | undefined): Logistics {
  return logisticsBody.parse(row?.logistics ?? {}) as Logistics;
}

export function sectionsOf(row: Pick<SiteRow, 'sections'> | undefined): SiteSection[] {
  const stored = (row?.sections ?? []) as SiteSection[];
  return stored.length ? stored : DEFAULT_SECTIONS;
}

export function translationsOf(row: Pick<SiteRow, 'translations'> | undefined): SiteTranslations {
  return (row?.translations ?? {}) as SiteTranslations;
}

/**
 * Saves the couple's texts in one of the site's other languages (issue 39), sanitized like the sections; empty texts
 * are dropped, so "not translated" is one thing. The default language's texts are the sections themselves.
 */
export async function saveTranslation(
  db: Db,
  by: string,
  wedding: WeddingRow,
  lang: SiteLanguage,
  body: z.output<typeof siteTranslationBody>,
): Promise<SiteTranslationsAnswer> {
  return db.transaction(async (tx) => {
    const row = await siteRow(tx, wedding.id);
    const languages = (row?.languages ?? ['en']) as SiteLanguage[];
    if (!languages.slice(1).includes(lang)) throw fieldsError({ lang: [siteMessages.translationLanguage] });
    const sections = body.sections
      .map((s) => ({ kind: s.kind, title: s.title, body: sanitizeRichText(s.body) }))
      .filter((s) => s.title || s.body);
    const translations = { ...translationsOf(row), [lang]: { sections } };
    await upsertSite(tx, wedding.id, { translations }, { by, part: 'website' });
    const saved = (await siteRow(tx, wedding.id))!;
    return {
      account: wedding.id,
      languages: saved.languages as SiteLanguage[],
      translations: translationsOf(saved),
      updated_at: saved.updatedAt.toISOString(),
    };
  });
}

export async function siteRow(db: Db | Tx, weddingId: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(weddingSites).where(eq(weddingSites.weddingId, weddingId)).limit(1);
  return row;
}

export function siteUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/w/${encodeURIComponent(slug)}`;
}

export function toWebsite(wedding: WeddingRow, row: SiteRow | undefined, publicUrl: string): Website {
  return {
    account: wedding.id,
    slug: wedding.slug,
    theme: (row?.theme ?? 'classic') as ThemeId,
    accent: (row?.accent ?? null) as AccentId | null,
    heading_font: (row?.headingFont ?? null) as HeadingFontId | null,
    rsvp_question: row?.rsvpQuestion ?? 'email',
    languages: (row?.languages ?? ['en']) as SiteLanguage[],
    sections: sectionsOf(row),
    translations: translationsOf(row),
    site_active: wedding.siteActive,
    password_set: Boolean(row?.passwordHash),
    url: siteUrl(publicUrl, wedding.slug),
    rsvp_deadline: row?.rsvpDeadline ?? null,
    rsvp_reminder_days: row?.rsvpReminderDays ?? null,
    meal_options: (row?.mealOptions ?? []) as string[],
    add_ons: addOnsOf(row),
    updated_at: (row?.updatedAt ?? wedding.createdAt).toISOString(),
  };
}

/**
 * Creates the wedding's site row on first write; every write goes through here inside the caller's transaction, and
 * tells the wedding's other open editors and previews which part changed.
 */
export async function upsertSite(
  tx: Tx,
  weddingId: string,
  values: Partial<typeof weddingSites.$inferInsert>,
  saved: { by: string; part: 'website' | 'logistics' | 'add_ons' | 'gallery' },
): Promise<void> {
  await emitEvent(tx, {
    stream: 'account_website',
    action: 'update',
    weddingId,
    data: { ...saved, account: weddingId, updated_at: new Date().toISOString() },
  });
  const [current] = await tx.select().from(weddingSites).where(eq(weddingSites.weddingId, weddingId));
  await recordChange(tx, {
    ...about(weddingId, saved.by, 'website', 'website', weddingId, SITE_PARTS[saved.part]),
    action: 'updated',
    changes: siteChanges(current, values),
  });
  await tx
    .insert(weddingSites)
    .values({ weddingId, ...values })
    .onConflictDoUpdate({ target: weddingSites.weddingId, set: { ...values, updatedAt: new Date() } });
}

export async function updateWebsite(
  db: Db,
  by: string,
  wedding: WeddingRow,
  body: z.output<typeof websiteUpdateBody>,
  publicUrl: string,
): Promise<Website> {
  const values: Partial<typeof weddingSites.$inferInsert> = {};
  if (body.theme) values.theme = body.theme;
  if (body.accent !== undefined) values.accent = body.accent;
  if (body.heading_font !== undefined) values.headingFont = body.heading_font;
  if (body.rsvp_question) values.rsvpQuestion = body.rsvp_question;
  if (body.languages) values.languages = body.languages;
  if (body.sections) values.sections = body.sections.map((s) => ({ ...s, body: sanitizeRichText(s.body) }));
  if (body.password !== undefined) values.passwordHash = body.password ? await hashPassword(body.password) : null;
  if (body.rsvp_deadline !== undefined) values.rsvpDeadline = body.rsvp_deadline || null;
  if (body.rsvp_reminder_days !== undefined) values.rsvpReminderDays = body.rsvp_reminder_days;
  if (body.meal_options) values.mealOptions = [...new Set(body.meal_options)];
  return db.transaction(async (tx) => {
    await upsertSite(tx, wedding.id, values, { by, part: 'website' });
    let row = wedding;
    if (body.site_active !== undefined && body.site_active !== wedding.siteActive) {
      [row] = (await tx
        .update(weddings)
        .set({ siteActive: body.site_active })
        .where(eq(weddings.id, wedding.id))
        .returning()) as [WeddingRow];
    }
    return toWebsite(row, await siteRow(tx, wedding.id), publicUrl);
  });
}

/** The logistics and their version (issue 31), as the couple's page reads and saves them. */
export function versionedLogistics(row: Pick<SiteRow, 'logistics' | 'logisticsVersion'> | undefined) {
  return { ...logisticsOf(row), version: row?.logisticsVersion ?? 1 };
}

/** `hold` runs first in the transaction: it locks the logistics and refuses a stale version (lib/versions.ts). */
export async function saveLogistics(
  db: Db,
  by: string,
  weddingId: string,
  logistics: Logistics,
  hold?: (tx: Tx) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    // A wedding's first save finds its row there to lock, and moves its version on from 1 like any other.
    await tx.insert(weddingSites).values({ weddingId }).onConflictDoNothing();
    await hold?.(tx);
    await upsertSite(tx, weddingId, { logistics }, { by, part: 'logistics' });
    return versionedLogistics(await siteRow(tx, weddingId));
  });
}

export function toGuestInfo(weddingId: string, logistics: Logistics): GuestInfo {
  const { contacts: _private, ...forGuests } = logistics;
  return { account: weddingId, ...forGuests };
}

export async function updateAddOn(
  db: Db,
  by: string,
  weddingId: string,
  name: AddOnName,
  body: AddOnBody,
): Promise<AddOnState> {
  return db.transaction(async (tx) => {
    const current = addOnsOf(await siteRow(tx, weddingId));
    const next: AddOnState = { ...current[name], ...body } as AddOnState;
    await upsertSite(tx, weddingId, { addOns: { ...current, [name]: next } }, { by, part: 'add_ons' });
    // The album's secret address exists from the first time it is turned on.
    if (name === 'album' && next.enabled) await ensureAlbum(tx, weddingId, by);
    return next;
  });
}

/** Through the password-work queue sign-in uses, so that a flood of guesses cannot starve sign-ins of argon2. */
export async function checkSitePassword(row: SiteRow | undefined, password: string): Promise<boolean> {
  if (!row?.passwordHash) return true;
  return verifyHash(row.passwordHash, password);
}

const SITE_PARTS = { website: 'Website', logistics: 'Logistics', add_ons: 'Add-ons', gallery: 'Gallery' } as const;

/** The site's fields a save changed, by their API names; long texts and secrets say only that they changed. */
function siteChanges(current: SiteRow | undefined, values: Partial<typeof weddingSites.$inferInsert>) {
  const was = (current ?? {}) as Record<string, unknown>;
  return Object.entries(values).flatMap(([key, value]) => {
    if (key === 'updatedAt' || JSON.stringify(was[key] ?? null) === JSON.stringify(value ?? null)) return [];
    const field = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/_hash$/, '');
    const short = (v: unknown) => (key.endsWith('Hash') || JSON.stringify(v ?? null).length > 200 ? null : (v ?? null));
    return [{ field, before: short(was[key]), after: short(value) }];
  });
}
