import {
  type AccentId,
  ADD_ON_SECTION,
  type AddOns,
  type HeadingFontId,
  type Logistics,
  SECTION_TITLES,
  type SectionKind,
  type SiteSection,
  type SiteTranslations,
  type ThemeId,
} from '../../shared/site';
import { dirOf, type SiteLanguage } from '../../shared/siteLanguages';
import type { PostPhoto } from '../../shared/socialTypes';
import { longDateIn, t } from '../i18n/messages';
import { plainText } from '../lib/sanitize';
import { eventsSection, type SiteEvent } from './guestEventsSection';
import { esc, type PageHead, page } from './html';
import { languageLinks } from './languageNav';
import type { ScheduleItem } from './schedule';
import { themeCss } from './themes';

const langOf = (view: Pick<SiteView, 'lang'>): SiteLanguage => view.lang ?? 'en';

// The wedding's public site as one HTML document: readable without JavaScript, styled inline, with the titles and
// Open Graph tags a shared link needs. Section bodies were sanitized when saved; everything else is escaped here.

export interface SiteView {
  name: string;
  date: string;
  slug: string;
  cover: string | null;
  theme: ThemeId;
  accent?: AccentId | null;
  headingFont?: HeadingFontId | null;
  sections: SiteSection[];
  logistics: Logistics;
  addOns: AddOns;
  rsvpDeadline: string | null;
  /** The calendar events and run-of-show items marked "Show on website", in time order. */
  schedule: ScheduleItem[];
  /** The gallery's uploaded photos. */
  photos: PostPhoto[];
  publicUrl: string;
  /** The site's languages, the default first, and the one this page speaks (issue 39). */
  languages?: SiteLanguage[];
  lang?: SiteLanguage;
  /** The couple's texts in the site's other languages; what is missing shows in the default language. */
  translations?: SiteTranslations;
  /** Guest events (issue 38): the public ones, or those of the household whose RSVP link this browser opened. */
  events?: SiteEvent[];
  eventsFor?: string | null;
}

/** A section as the page shows it: `fallback` names the language its text is in when it is not the page's. */
export type ShownSection = SiteSection & { fallback?: SiteLanguage; titleFallback?: SiteLanguage };

/**
 * The sections in the page's language (issue 39): the couple's translation where there is one; a title left as the
 * site's own default ("Our story") in Vowline's words for the language; else the default language's text, marked so.
 */
export function localizedSections(view: Pick<SiteView, 'sections' | 'lang' | 'languages' | 'translations'>) {
  const lang = langOf(view);
  const fallback = view.languages?.[0] ?? 'en';
  const mine = lang === fallback ? [] : (view.translations?.[lang]?.sections ?? []);
  return view.sections.map((s): ShownSection => {
    const translated = mine.find((m) => m.kind === s.kind);
    const shown: ShownSection = { ...s };
    if (translated?.title) shown.title = translated.title;
    else if (s.title === SECTION_TITLES[s.kind]) shown.title = t(lang, `section.${s.kind}`);
    else if (lang !== fallback) shown.titleFallback = fallback;
    if (translated?.body && (plainText(translated.body) || /<(img|iframe|video)\b/i.test(translated.body))) {
      shown.body = translated.body;
    } else if (lang !== fallback && plainText(s.body)) shown.fallback = fallback;
    return shown;
  });
}

/** The name of `code` in `lang`'s words ("inglês" in Portuguese). */
const languageName = (lang: SiteLanguage, code: SiteLanguage) =>
  new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;

/** The sections a visitor sees: not hidden, and not owned by an add-on that is turned off. */
export function visibleSections<S extends SiteSection>(view: { sections: S[]; addOns: AddOns }): S[] {
  return view.sections.filter((s) => {
    if (s.hidden) return false;
    const owner = (Object.keys(ADD_ON_SECTION) as (keyof typeof ADD_ON_SECTION)[]).find(
      (name) => ADD_ON_SECTION[name] === s.kind,
    );
    return !owner || view.addOns[owner].enabled;
  });
}

const card = (title: string, lines: string[]) =>
  `<div class="card"><h3>${esc(title)}</h3>${lines.filter(Boolean).join('')}</div>`;
const line = (text: string) => (text ? `<p>${esc(text)}</p>` : '');
const link = (href: string, text: string) =>
  href ? `<p><a href="${esc(href)}" rel="noopener noreferrer">${esc(text)}</a></p>` : '';

function travel(l: Logistics, lang: SiteLanguage): string {
  const venues = l.venues.map((v) => {
    const role = v.role === 'other' ? '' : t(lang, v.role === 'ceremony' ? 'site.ceremony' : 'site.reception');
    return card(v.name || role, [
      line(v.name ? role : ''),
      line(v.time),
      line(v.address),
      link(v.map_url, t(lang, 'site.map')),
    ]);
  });
  const stays = l.accommodation.map((s) =>
    card(s.name, [line(s.address), line(s.notes), link(s.url, t(lang, 'site.book'))]),
  );
  const notes = [
    [t(lang, 'site.gettingThere'), l.transport],
    [t(lang, 'site.parking'), l.parking],
    [t(lang, 'site.dressCode'), l.dress_code],
  ].map(([title, text]) => (text ? card(title!, [line(text)]) : ''));
  return [...venues, ...stays, ...notes].join('');
}

/** Each day's items under its date (the date only when the schedule spans more than one day). */
function schedule(view: SiteView): string {
  const days = [...new Set(view.schedule.map((i) => i.date))];
  return days
    .map((day) => {
      const items = view.schedule
        .filter((i) => i.date === day)
        .map((i) => {
          const when = i.start ? `${i.start}${i.end ? `–${i.end}` : ''}` : '';
          return `<li><span class="when">${esc(when)}</span><span><strong>${esc(i.title)}</strong>${
            i.place ? `<br><span class="muted">${esc(i.place)}</span>` : ''
          }</span></li>`;
        })
        .join('');
      const heading = days.length > 1 || day !== view.date ? `<h3>${esc(longDateIn(langOf(view), day))}</h3>` : '';
      return `${heading}<ol class="schedule">${items}</ol>`;
    })
    .join('');
}

/** The uploaded photos as resized copies; without any the section is empty, and so not shown (not the cover again). */
function gallery(view: SiteView): string {
  if (!view.photos.length) return '';
  const n = view.photos.length;
  return `<ul class="gallery">${view.photos
    .map(
      (p, i) =>
        `<li><img src="${esc(p.src)}" srcset="${esc(p.srcset)}" sizes="(max-width: 40rem) 50vw, 11rem" width="${p.width}" height="${p.height}" alt="${esc(`${view.name}, ${i + 1} of ${n}`)}" loading="lazy" decoding="async"></li>`,
    )
    .join('')}</ul>`;
}

function extra(kind: SectionKind, view: SiteView): string {
  switch (kind) {
    case 'welcome': {
      const stream = view.addOns.livestream;
      return stream.enabled && stream.url ? link(stream.url, t(langOf(view), 'site.livestream')) : '';
    }
    case 'travel':
      return travel(view.logistics, langOf(view));
    case 'schedule':
      return schedule(view);
    case 'registry':
      return (view.addOns.registry.links ?? []).map((l) => link(l.url, l.label || l.url)).join('');
    case 'gallery':
      return gallery(view);
    case 'rsvp':
      return `<p class="muted">${esc(
        t(langOf(view), 'site.rsvpIntro', {
          deadline: view.rsvpDeadline ? longDateIn(langOf(view), view.rsvpDeadline) : 'none',
        }),
      )}</p><p><a class="button" href="${esc(rsvpFindPath(view.slug, otherLanguage(view)))}">${esc(t(langOf(view), 'site.findButton'))}</a></p>`;
    default:
      return '';
  }
}

/** The path of the site's "find your invitation" page; in a language other than the site's default, that language's. */
export const rsvpFindPath = (slug: string, lang?: SiteLanguage) =>
  `/w/${encodeURIComponent(slug)}${lang ? `/${lang}` : ''}/rsvp`;

/** The page's language when it is not the site's default, for the addresses of its links (issue 39). */
const otherLanguage = (view: Pick<SiteView, 'lang' | 'languages'>) =>
  langOf(view) === (view.languages?.[0] ?? 'en') ? undefined : langOf(view);

/**
 * A section with nothing in it is left out (no "Travel and accommodation" heading over nothing): a body with no text
 * or image, and nothing the section adds from logistics, the schedule, links or photos.
 */
function filled(section: ShownSection, view: SiteView): string | null {
  const more = extra(section.kind, view);
  let body = plainText(section.body) || /<(img|iframe|video)\b/i.test(section.body) ? section.body : '';
  if (body && section.fallback) {
    // Said once, quietly, and the text keeps its own language for screen readers and translation tools.
    const note = t(langOf(view), 'site.untranslated', { language: languageName(langOf(view), section.fallback) });
    body = `<p class="muted untranslated">${esc(note)}</p><div lang="${section.fallback}">${body}</div>`;
  }
  return body || more ? `${body}${more}` : null;
}

export function siteBody(view: SiteView): string {
  const sections = visibleSections({ ...view, sections: localizedSections(view) }).flatMap((s) => {
    const content = filled(s, view);
    return content === null ? [] : [{ ...s, content }];
  });
  const rsvpOn = view.addOns.rsvp.enabled;
  const lang = langOf(view);
  const toc =
    sections
      .filter((s) => !(rsvpOn && s.kind === 'rsvp'))
      .map((s) => `<a href="#${s.kind}">${esc(s.title)}</a>`)
      .join('') +
    (rsvpOn
      ? `<a class="cta" href="${esc(rsvpFindPath(view.slug, otherLanguage(view)))}">${esc(t(lang, 'nav.rsvp'))}</a>`
      : '');
  const cover = view.cover
    ? `<img class="cover" src="${esc(view.cover)}" alt="" width="1600" height="900" fetchpriority="high">`
    : '';
  const parts = sections.map(
    (s) =>
      `<section id="${s.kind}" data-section="${s.kind}"><h2${s.titleFallback ? ` lang="${s.titleFallback}"` : ''}>${esc(s.title)}</h2>${s.content}</section>`,
  );
  return `<div class="wrap">${languageSwitcher(view)}<header class="hero">${cover}<p class="date">${esc(longDateIn(lang, view.date))}</p>
<h1>${esc(view.name)}</h1></header><nav class="toc" aria-label="${esc(t(lang, 'nav.sections'))}">${toc}</nav><main>${parts.join('')}${eventsSection(
    view.events ?? [],
    view.eventsFor ?? null,
    lang,
  )}</main>
<footer>${esc(t(lang, 'site.footer'))}</footer></div>`;
}

/** The site's address in `lang`: the default language's is the plain one. */
const siteUrl = (view: SiteView, lang: SiteLanguage) =>
  `${view.publicUrl}/w/${encodeURIComponent(view.slug)}${lang === (view.languages?.[0] ?? 'en') ? '' : `/${lang}`}`;

/** Links to the site in its other languages (script-free); following one remembers the choice in a cookie. */
const languageSwitcher = (view: SiteView) =>
  languageLinks(langOf(view), view.languages ?? [], (code) => `/w/${encodeURIComponent(view.slug)}/${code}`);

export function renderSite(view: SiteView, css: PageHead['css']): string {
  const lang = langOf(view);
  const welcome = localizedSections(view).find((s) => s.kind === 'welcome');
  const date = longDateIn(lang, view.date);
  const description = plainText(welcome?.body ?? '') || t(lang, 'site.description', { names: view.name, date });
  const languages = view.languages ?? [];
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((code) => ({
            hreflang: code,
            href: `${view.publicUrl}/w/${encodeURIComponent(view.slug)}/${code}`,
          })),
          { hreflang: 'x-default', href: `${view.publicUrl}/w/${encodeURIComponent(view.slug)}` },
        ]
      : [];
  return page(
    {
      title: `${view.name} · ${date}`,
      description,
      url: siteUrl(view, lang),
      image: view.cover ? `${view.publicUrl}${view.cover}` : null,
      css,
      lang,
      dir: dirOf(lang),
      alternates,
    },
    siteBody(view),
  );
}

export { themeCss };
