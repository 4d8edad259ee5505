import { IntlMessageFormat } from 'intl-messageformat';
import { ar } from './catalogues/ar';
import { de } from './catalogues/de';
import { type Catalogue, en, type MessageKey } from './catalogues/en';
import { es } from './catalogues/es';
import { fr } from './catalogues/fr';
import { he } from './catalogues/he';
import { it } from './catalogues/it';
import { nl } from './catalogues/nl';
import { pl } from './catalogues/pl';
import { pt } from './catalogues/pt';
import type { SiteLanguage } from './languages';

// The public pages' own words in each language, as ICU MessageFormat (intl-messageformat), compiled once each.

export const CATALOGUES: Record<SiteLanguage, Catalogue> = { en, es, pt, fr, de, it, nl, pl, he, ar };
export type { MessageKey };

const compiled = new Map<string, IntlMessageFormat>();

/** The message `key` in `lang` with its values; a key a catalogue lacks falls back to English. */
export function t(lang: SiteLanguage, key: MessageKey, values?: Record<string, string | number>): string {
  const id = `${lang}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[lang]?.[key] ?? en[key], lang);
    compiled.set(id, format);
  }
  return String(format.format(values));
}

/** A date like 2031-06-14 in the guest's language ("Saturday, 14 June 2031", "sábado, 14 de junho de 2031"). */
export function longDateIn(lang: SiteLanguage, iso: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}
