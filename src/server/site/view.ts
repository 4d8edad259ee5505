import { createHash } from 'node:crypto';
import type { AccentId, HeadingFontId, ThemeChoice, ThemeId } from '../../shared/site';
import type { SiteLanguage } from '../../shared/siteLanguages';
import type { Db } from '../db/client';
import { addOnsOf, logisticsOf, type SiteRow, sectionsOf, siteRow, translationsOf } from '../services/site';
import { galleryPhotos } from '../services/sitePhotos';
import { findWedding, type WeddingRow } from '../services/weddings';
import { siteEvents } from './guestEventsSection';
import type { SiteView } from './render';
import { publicSchedule } from './schedule';

export interface LoadedSite {
  wedding: WeddingRow;
  site: SiteRow | undefined;
  view: SiteView;
}

export async function loadSite(
  db: Db,
  key: string,
  publicUrl: string,
  /** The household whose RSVP link this browser opened, if any: the site shows its events (issue 38). */
  household: { id: string; weddingId: string; name: string } | null = null,
): Promise<LoadedSite | null> {
  const wedding = await findWedding(db, key);
  if (!wedding) return null;
  const mine = household?.weddingId === wedding.id ? household : null;
  const [site, schedule, photos, events] = await Promise.all([
    siteRow(db, wedding.id),
    publicSchedule(db, wedding),
    galleryPhotos(db, wedding.id),
    siteEvents(db, wedding.id, mine),
  ]);
  return {
    wedding,
    site,
    view: {
      name: wedding.name,
      date: wedding.date,
      slug: wedding.slug,
      cover: wedding.siteCoverCacheImg ?? wedding.siteCoverImg,
      theme: (site?.theme ?? 'classic') as ThemeId,
      accent: (site?.accent ?? null) as AccentId | null,
      headingFont: (site?.headingFont ?? null) as HeadingFontId | null,
      languages: (site?.languages ?? ['en']) as SiteLanguage[],
      lang: (site?.languages?.[0] ?? 'en') as SiteLanguage,
      sections: sectionsOf(site),
      translations: translationsOf(site),
      logistics: logisticsOf(site),
      addOns: addOnsOf(site),
      rsvpDeadline: site?.rsvpDeadline ?? null,
      schedule,
      photos,
      publicUrl,
      events,
      eventsFor: mine?.name ?? null,
    },
  };
}

/**
 * The cookie that remembers a guest typed the site's password: derived from the stored (salted) hash, so it needs no
 * secret of its own and stops working the moment the couple changes the password.
 */
export function passCookie(wedding: WeddingRow, site: SiteRow | undefined): { name: string; value: string } | null {
  if (!site?.passwordHash) return null;
  const value = createHash('sha256').update(`${wedding.id}:${site.passwordHash}`).digest('base64url');
  return { name: `vl_site_${wedding.id.slice(0, 8)}`, value };
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** The site's theme as the couple chose it (the RSVP and find-your-invitation pages wear it too). */
export async function siteTheme(db: Db, slug: string): Promise<ThemeChoice> {
  const wedding = await findWedding(db, slug);
  const site = wedding ? await siteRow(db, wedding.id) : undefined;
  return themeChoiceOf(site);
}

export function themeChoiceOf(site: SiteRow | undefined): ThemeChoice {
  return {
    theme: (site?.theme ?? 'classic') as ThemeId,
    accent: (site?.accent ?? null) as AccentId | null,
    headingFont: (site?.headingFont ?? null) as HeadingFontId | null,
  };
}
