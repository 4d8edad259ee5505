import { type RsvpInvitation, siteMessages, type ThemeChoice } from '../../shared/site';
import { dirOf, type SiteLanguage } from '../../shared/siteLanguages';
import { longDateIn, type MessageKey, t } from '../i18n/messages';
import { esc, type PageHead, page } from './html';
import { languageLinks } from './languageNav';
import { themeCss } from './themes';

// The household's RSVP page: a plain form that works without JavaScript in any browser a guest may have, in the
// site's theme, made for a phone first: one card per guest, labels above their fields, the answers and meal choices
// as large buttons (radio inputs drawn as buttons, so no script is needed).

export interface RsvpPageState {
  invitation: RsvpInvitation;
  url: string;
  nonce: string;
  /** The site's theme as the couple chose it; the classic theme when the site has none. */
  theme?: ThemeChoice;
  /** Messages by field (`guests.0.meal`) or the whole form (`form`). */
  errors?: Record<string, string[]>;
  saved?: boolean;
  /** The language the page speaks, and the site's languages for the switcher, the default first (issue 39). */
  lang?: SiteLanguage;
  languages?: SiteLanguage[];
  /** The page's address without a language (`/rsvp/{token}`), which each language's address extends. */
  base?: string;
}

/** The server's English messages the RSVP page shows, in the guest's language. */
const ERROR_KEYS: Record<string, MessageKey> = {
  [siteMessages.attendingRequired]: 'rsvp.errorAttending',
  [siteMessages.mealUnknown]: 'rsvp.errorMealUnknown',
  [siteMessages.mealRequiredForGuest]: 'rsvp.errorMealRequired',
  [siteMessages.guestNotInHousehold]: 'rsvp.errorGuest',
  [siteMessages.plusOneNotAllowed]: 'rsvp.errorPlusOne',
  [siteMessages.rsvpClosed]: 'rsvp.closed',
  [siteMessages.textTooLong]: 'rsvp.errorTooLong',
  [siteMessages.shortTextTooLong]: 'rsvp.errorTooLong',
};

/** A message of the API's in `lang`; one this page has no words for stays as the server wrote it. */
export function translatedError(lang: SiteLanguage, message: string): string {
  const key = ERROR_KEYS[message];
  return key ? t(lang, key) : message;
}

const errorOf = (lang: SiteLanguage, errors: Record<string, string[]> | undefined, key: string) =>
  errors?.[key]?.length ? `<p class="error" role="alert">${esc(translatedError(lang, errors[key]![0]!))}</p>` : '';

type Guest = RsvpInvitation['events'][number]['guests'][number];

/** A set of radio inputs drawn as buttons, under a legend that says what they answer. */
function choices(
  name: string,
  legend: string,
  options: { value: string; label: string; checked: boolean }[],
  disabled: string,
  required: boolean,
) {
  return `<fieldset class="choices"><legend>${legend}</legend>${options
    .map(
      (o) =>
        `<label class="choice"><input type="radio" name="${esc(name)}" value="${esc(o.value)}"${o.checked ? ' checked' : ''}${disabled}${
          required ? ' required' : ''
        }><span>${esc(o.label)}</span></label>`,
    )
    .join('')}</fieldset>`;
}

/** One guest's card: their answer to each event they are invited to, then their notes (asked once for all events). */
function guestCard(
  lang: SiteLanguage,
  inv: RsvpInvitation,
  guestId: string,
  errors?: Record<string, string[]>,
): string {
  const disabled = inv.open ? '' : ' disabled';
  const invited = inv.events.flatMap((e, ei) => {
    const gi = e.guests.findIndex((g) => g.id === guestId);
    return gi < 0 ? [] : [{ e, ei, gi, g: e.guests[gi]! }];
  });
  const g: Guest = invited[0]!.g;
  const several = inv.events.length > 1;
  const answers = invited
    .map(({ e, ei, gi, g: mine }) => {
      const key = `events.${ei}.guests.${gi}`;
      const f = `${e.id}_${g.id}`;
      const question = esc(several ? t(lang, 'rsvp.willYouComeTo', { event: e.name }) : t(lang, 'rsvp.willYouCome'));
      const attending = choices(
        `attending_${f}`,
        question,
        [
          { value: 'yes', label: t(lang, 'rsvp.accepts'), checked: mine.attending === true },
          { value: 'no', label: t(lang, 'rsvp.declines'), checked: mine.attending === false },
        ],
        disabled,
        true,
      );
      const meals = e.meal_options.length
        ? choices(
            `meal_${f}`,
            esc(several ? t(lang, 'rsvp.mealAt', { event: e.name }) : t(lang, 'rsvp.meal')),
            e.meal_options.map((m) => ({ value: m, label: m, checked: mine.meal === m })),
            disabled,
            false,
          ) + errorOf(lang, errors, `${key}.meal`)
        : '';
      return `<div data-answer-event="${esc(e.name)}">${attending}${errorOf(lang, errors, `${key}.attending`)}${meals}${errorOf(lang, errors, `${key}.plus_one_name`)}</div>`;
    })
    .join('');
  const id = `g-${g.id}`;
  const plusOne = g.plus_one_allowed
    ? `<div class="field"><label for="${id}-plus">${esc(t(lang, 'rsvp.plusOne', { name: g.name }))}</label><input id="${id}-plus" name="plus_one_${g.id}" value="${esc(
        g.plus_one_name,
      )}" autocomplete="off"${disabled}></div>`
    : '';
  return `<fieldset class="card" data-guest="${esc(g.name)}"><legend>${esc(g.name)}</legend>${answers}
<div class="field"><label for="${id}-diet">${esc(t(lang, 'rsvp.dietary'))}</label><input id="${id}-diet" name="dietary_${g.id}" value="${esc(
    g.dietary,
  )}" autocomplete="off"${disabled}></div>${plusOne}</fieldset>`;
}

function eventSummary(lang: SiteLanguage, inv: RsvpInvitation): string {
  return inv.events
    .map((e) => {
      const when = [
        e.day ? longDateIn(lang, e.day) : '',
        e.start_time ? `${e.start_time}${e.end_time ? `–${e.end_time}` : ''}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      const details = [when, e.place, e.dress_code ? t(lang, 'rsvp.dressCode', { dressCode: e.dress_code }) : '']
        .filter(Boolean)
        .map((t) => `<p class="muted">${esc(t)}</p>`)
        .join('');
      return `<div class="card event" data-event="${esc(e.name)}"><h2>${esc(e.name)}</h2>${details}</div>`;
    })
    .join('');
}

/** The first guest's first name, for the thank-you. */
const firstName = (inv: RsvpInvitation) => (inv.guests[0]?.name ?? inv.household.name).trim().split(/\s+/)[0]!;

function thanks(lang: SiteLanguage, inv: RsvpInvitation, base: string, site: string): string {
  const coming = inv.events.some((e) => e.guests.some((g) => g.attending));
  const change = inv.deadline
    ? t(lang, 'rsvp.changeUntil', { date: longDateIn(lang, inv.deadline) })
    : t(lang, 'rsvp.changeBelow');
  return `<section class="card thanks" role="status" aria-labelledby="thanks"><h2 id="thanks">${esc(t(lang, 'rsvp.thanks', { name: firstName(inv) }))}</h2>
<p>${esc(t(lang, 'rsvp.letKnow', { couple: inv.wedding.name }))}</p><p class="muted">${esc(change)}</p><div class="actions">${
    coming
      ? `<a class="button" href="${esc(`${base}/calendar.ics`)}" download>${esc(t(lang, 'rsvp.addToCalendar'))}</a>`
      : ''
  }<a class="button quiet" href="${esc(site)}">${esc(t(lang, 'find.back'))}</a></div></section>`;
}

export function renderRsvp(state: RsvpPageState): string {
  const { invitation: inv, url, nonce, errors, saved, theme } = state;
  const lang = state.lang ?? 'en';
  const base = state.base ?? url;
  const head: PageHead = {
    title: t(lang, 'rsvp.title', { couple: inv.wedding.name }),
    description: t(lang, 'rsvp.description', { couple: inv.wedding.name }),
    url,
    css: { inline: themeCss(theme ?? 'classic'), nonce },
    noindex: true,
    lang,
    dir: dirOf(lang),
  };
  const closed = inv.open ? '' : `<p class="card error" role="alert">${esc(t(lang, 'rsvp.closed'))}</p>`;
  const deadline = inv.deadline
    ? `<p class="muted">${esc(t(lang, 'rsvp.replyBy', { date: longDateIn(lang, inv.deadline) }))}</p>`
    : '';
  const guestIds = inv.guests
    .map((g) => g.id)
    .filter((id) => inv.events.some((e) => e.guests.some((g) => g.id === id)));
  const form = `<form method="post" action="${esc(url)}" class="rsvp">${errorOf(lang, errors, 'form')}${errorOf(lang, errors, 'guests')}
${guestIds.length ? guestIds.map((id) => guestCard(lang, inv, id, errors)).join('') : `<p class="card">${esc(t(lang, 'rsvp.notInvited'))}</p>`}
<div class="field"><label for="message">${esc(t(lang, 'rsvp.message'))}</label><textarea id="message" name="message" rows="3"${inv.open ? '' : ' disabled'}>${esc(
    inv.household.message,
  )}</textarea></div>
${inv.open && guestIds.length ? `<p><button type="submit">${esc(t(lang, 'rsvp.submit'))}</button></p>` : ''}</form>`;
  // Back to the website in the page's language: its own address unless it is the site's default.
  const siteHref = `/w/${encodeURIComponent(inv.wedding.slug)}${lang === (state.languages?.[0] ?? 'en') ? '' : `/${lang}`}`;
  const switcher = languageLinks(lang, state.languages ?? [], (code) => `${base}/${code}`);
  return page(
    head,
    `<div class="wrap">${switcher}<header class="hero"><p class="date">${esc(longDateIn(lang, inv.wedding.date))}</p><h1>${esc(inv.wedding.name)}</h1>
<p>${esc(t(lang, 'rsvp.for', { household: inv.household.name }))}</p>${deadline}</header><main>${saved ? thanks(lang, inv, base, siteHref) : ''}${closed}${eventSummary(lang, inv)}${form}</main></div>`,
  );
}

/**
 * The form's fields as the JSON answer the API takes, so both paths share one validation. A field per event and guest
 * (`attending_{event}_{guest}`); a field per guest alone (`attending_{guest}`) answers every event they are invited to.
 */
export function answerFromForm(inv: RsvpInvitation, form: Record<string, string>) {
  const pick = (name: string, e: string, g: string) => form[`${name}_${e}_${g}`] ?? form[`${name}_${g}`];
  const yesNo = (v: string | undefined) => (v === 'yes' ? true : v === 'no' ? false : undefined);
  return {
    events: inv.events.map((e) => ({
      id: e.id,
      guests: e.guests.map((g) => ({
        id: g.id,
        attending: yesNo(pick('attending', e.id, g.id)),
        meal: pick('meal', e.id, g.id) ?? null,
        dietary: pick('dietary', e.id, g.id) ?? '',
        plus_one_name: pick('plus_one', e.id, g.id) ?? '',
      })),
    })),
    message: form.message ?? '',
  };
}
