import type { RsvpQuestion, ThemeChoice } from '../../shared/site';
import { dirOf, type SiteLanguage } from '../../shared/siteLanguages';
import { t } from '../i18n/messages';
import { esc, page } from './html';
import { languageLinks } from './languageNav';
import { themeCss } from './themes';

// "Find your invitation" on the public site: the guest's name, then (when the couple chose one) a question only their
// household can answer, then their RSVP page. A plain form, script-free like the rest of the site.

export interface FindPageState {
  weddingName: string;
  slug: string;
  url: string;
  nonce: string;
  theme: ThemeChoice;
  name?: string;
  /** Set once the name was found and the couple's question is to be asked. */
  ask?: RsvpQuestion;
  error?: string;
  /** The language the page speaks (issue 39). */
  lang?: SiteLanguage;
  /** The site's languages, the default first, for the switcher. */
  languages?: SiteLanguage[];
}

const QUESTIONS = {
  email: { label: 'find.emailLabel', hint: 'find.emailHint', type: 'email', auto: 'email' },
  postcode: { label: 'find.postcodeLabel', hint: 'find.postcodeHint', type: 'text', auto: 'postal-code' },
} as const;

export function renderFind(s: FindPageState): string {
  const lang = s.lang ?? 'en';
  const site = `/w/${encodeURIComponent(s.slug)}`;
  const error = s.error ? `<p class="error" role="alert">${esc(s.error)}</p>` : '';
  const q = s.ask && s.ask !== 'none' ? QUESTIONS[s.ask] : null;
  const fields = q
    ? `<input type="hidden" name="name" value="${esc(s.name ?? '')}">
<p role="status">${esc(t(lang, 'find.found', { name: (s.name ?? '').trim().split(/\s+/)[0]! }))}</p>
<div class="field"><label for="answer">${esc(t(lang, q.label))}</label><p class="muted" id="answer-hint">${esc(t(lang, q.hint))}</p>
<input id="answer" name="answer" type="${q.type}" autocomplete="${q.auto}" aria-describedby="answer-hint" required autofocus></div>
<button type="submit">${esc(t(lang, 'find.open'))}</button>`
    : `<div class="field"><label for="name">${esc(t(lang, 'find.nameLabel'))}</label><p class="muted" id="name-hint">${esc(t(lang, 'find.nameHint'))}</p>
<input id="name" name="name" autocomplete="name" value="${esc(s.name ?? '')}" aria-describedby="name-hint" required maxlength="200"></div>
<button type="submit">${esc(t(lang, 'find.submit'))}</button>`;
  return page(
    {
      title: `RSVP · ${s.weddingName}`,
      description: `Find your invitation to ${s.weddingName}'s wedding and reply.`,
      url: s.url,
      css: { inline: themeCss(s.theme), nonce: s.nonce },
      noindex: true,
      lang,
      dir: dirOf(lang),
    },
    `<div class="wrap">${languageLinks(lang, s.languages ?? [], (code) => `${site}/${code}/rsvp`)}<header class="hero"><p class="date">RSVP</p><h1>${esc(s.weddingName)}</h1></header>
<main><form class="find card" method="post" action="${esc(s.url)}"><h2>${esc(t(lang, 'find.title'))}</h2>${error}${fields}</form>
<p class="actions"><a href="${esc(s.url.endsWith(`/${lang}/rsvp`) ? `${site}/${lang}` : site)}">${esc(t(lang, 'find.back'))}</a></p></main></div>`,
  );
}
