// The languages a wedding's public pages can speak (issue 39): the couple picks a default and up to three more.
// The server picks one per request (pickLanguage); the editor offers the same list.

export const SITE_LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]['code'];
export const SITE_LANGUAGE_CODES = SITE_LANGUAGES.map((l) => l.code) as [SiteLanguage, ...SiteLanguage[]];

export const isSiteLanguage = (code: string): code is SiteLanguage =>
  (SITE_LANGUAGE_CODES as readonly string[]).includes(code);

export const dirOf = (code: SiteLanguage) => SITE_LANGUAGES.find((l) => l.code === code)!.dir;

/** The cookie the language switcher sets: the guest's choice, on every wedding's pages. */
export const LANGUAGE_COOKIE = 'vl_lang';

/** Accept-Language as codes, most wanted first ("pt-BR,pt;q=0.9,en;q=0.5" is pt, pt, en); q=0 is refused. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: (tag ?? '').trim().toLowerCase().split('-')[0]!, q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((l) => l.code && l.code !== '*' && l.q > 0 && !Number.isNaN(l.q))
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.code);
}

/**
 * The language a page speaks, among the site's (`offered`, default first): the one in its address, else the guest's
 * choice from the switcher (cookie), else the browser's Accept-Language, else the site's default.
 */
export function pickLanguage(
  offered: readonly SiteLanguage[],
  from: { path?: string | undefined; cookie?: string | undefined; acceptLanguage?: string | undefined },
): SiteLanguage {
  const fits = (code: string | undefined): code is SiteLanguage =>
    code !== undefined && isSiteLanguage(code) && offered.includes(code);
  if (fits(from.path)) return from.path;
  if (fits(from.cookie)) return from.cookie;
  const accepted = acceptedLanguages(from.acceptLanguage).find(fits);
  return accepted ?? offered[0] ?? 'en';
}
