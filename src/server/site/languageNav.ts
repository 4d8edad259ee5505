import { SITE_LANGUAGES, type SiteLanguage } from '../../shared/siteLanguages';
import { t } from '../i18n/messages';
import { esc } from './html';

/**
 * The language switcher of the public pages (issue 39): plain links to the same page in the site's other languages,
 * each named in its own language; following one remembers the choice in a cookie. Nothing when the site has one.
 */
export function languageLinks(
  lang: SiteLanguage,
  languages: readonly SiteLanguage[],
  href: (code: SiteLanguage) => string,
) {
  if (languages.length < 2) return '';
  return `<nav class="langs" aria-label="${esc(t(lang, 'nav.language'))}">${languages
    .map((code) => {
      const name = SITE_LANGUAGES.find((l) => l.code === code)!.name;
      return `<a href="${esc(href(code))}" lang="${code}" hreflang="${code}"${
        code === lang ? ' aria-current="page"' : ''
      }>${esc(name)}</a>`;
    })
    .join('')}</nav>`;
}

/** The Set-Cookie that remembers a language chosen by its address, on every public page. */
export const languageCookie = (code: SiteLanguage, publicUrl: string) =>
  `vl_lang=${code}; Path=/; SameSite=Lax; Max-Age=31536000${publicUrl.startsWith('https') ? '; Secure' : ''}`;
