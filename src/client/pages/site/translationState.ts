import type { SiteSection, Website } from '../../../shared/site';
import type { SiteLanguage } from '../../../shared/siteLanguages';

/** Whether a section's rich text says anything (an image counts). */
export const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html);

/** The sections a language has no text for (issue 39): guests reading it see the default language's there. */
export function missingTranslations(site: Website, lang: SiteLanguage): SiteSection[] {
  const mine = site.translations[lang]?.sections ?? [];
  return site.sections.filter((s) => hasText(s.body) && !hasText(mine.find((m) => m.kind === s.kind)?.body ?? ''));
}
