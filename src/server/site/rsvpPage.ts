import type { RsvpInvitation, ThemeChoice } from '../../shared/site';
import { esc, longDate, type PageHead, page } from './html';
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
}

const errorOf = (errors: Record<string, string[]> | undefined, key: string) =>
  errors?.[key]?.length ? `<p class="error" role="alert">${esc(errors[key]![0])}</p>` : '';

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
function guestCard(inv: RsvpInvitation, guestId: string, errors?: Record<string, string[]>): string {
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
      const question = several ? `${esc(e.name)}: will you come?` : 'Will you come?';
      const attending = choices(
        `attending_${f}`,
        question,
        [
          { value: 'yes', label: 'Joyfully accepts', checked: mine.attending === true },
          { value: 'no', label: 'Regretfully declines', checked: mine.attending === false },
        ],
        disabled,
        true,
      );
      const meals = e.meal_options.length
        ? choices(
            `meal_${f}`,
            several ? `Meal at the ${esc(e.name)}` : 'Meal',
            e.meal_options.map((m) => ({ value: m, label: m, checked: mine.meal === m })),
            disabled,
            false,
          ) + errorOf(errors, `${key}.meal`)
        : '';
      return `<div data-answer-event="${esc(e.name)}">${attending}${errorOf(errors, `${key}.attending`)}${meals}${errorOf(errors, `${key}.plus_one_name`)}</div>`;
    })
    .join('');
  const id = `g-${g.id}`;
  const plusOne = g.plus_one_allowed
    ? `<div class="field"><label for="${id}-plus">Name of ${esc(g.name)}’s guest</label><input id="${id}-plus" name="plus_one_${g.id}" value="${esc(
        g.plus_one_name,
      )}" autocomplete="off"${disabled}></div>`
    : '';
  return `<fieldset class="card" data-guest="${esc(g.name)}"><legend>${esc(g.name)}</legend>${answers}
<div class="field"><label for="${id}-diet">Dietary notes</label><input id="${id}-diet" name="dietary_${g.id}" value="${esc(
    g.dietary,
  )}" autocomplete="off"${disabled}></div>${plusOne}</fieldset>`;
}

function eventSummary(inv: RsvpInvitation): string {
  return inv.events
    .map((e) => {
      const when = [
        e.day ? longDate(e.day) : '',
        e.start_time ? `${e.start_time}${e.end_time ? `–${e.end_time}` : ''}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      const details = [when, e.place, e.dress_code ? `Dress code: ${e.dress_code}` : '']
        .filter(Boolean)
        .map((t) => `<p class="muted">${esc(t)}</p>`)
        .join('');
      return `<div class="card event" data-event="${esc(e.name)}"><h2>${esc(e.name)}</h2>${details}</div>`;
    })
    .join('');
}

/** The first guest's first name, for the thank-you. */
const firstName = (inv: RsvpInvitation) => (inv.guests[0]?.name ?? inv.household.name).trim().split(/\s+/)[0]!;

function thanks(inv: RsvpInvitation, url: string): string {
  const coming = inv.events.some((e) => e.guests.some((g) => g.attending));
  const change = inv.deadline
    ? `You can change your answer until ${esc(longDate(inv.deadline))}.`
    : 'You can change your answer below.';
  return `<section class="card thanks" role="status" aria-labelledby="thanks"><h2 id="thanks">Thank you, ${esc(firstName(inv))}!</h2>
<p>We’ve let ${esc(inv.wedding.name)} know.</p><p class="muted">${change}</p><div class="actions">${
    coming ? `<a class="button" href="${esc(`${url}/calendar.ics`)}" download>Add to calendar</a>` : ''
  }<a class="button quiet" href="/w/${esc(encodeURIComponent(inv.wedding.slug))}">Back to the website</a></div></section>`;
}

export function renderRsvp({ invitation: inv, url, nonce, errors, saved, theme }: RsvpPageState): string {
  const head: PageHead = {
    title: `RSVP · ${inv.wedding.name}`,
    description: `Reply to ${inv.wedding.name}'s invitation.`,
    url,
    css: { inline: themeCss(theme ?? 'classic'), nonce },
    noindex: true,
  };
  const closed = inv.open
    ? ''
    : '<p class="card error" role="alert">The RSVP deadline has passed. Please contact the couple to change your answer.</p>';
  const deadline = inv.deadline ? `<p class="muted">Please reply by ${esc(longDate(inv.deadline))}.</p>` : '';
  const guestIds = inv.guests
    .map((g) => g.id)
    .filter((id) => inv.events.some((e) => e.guests.some((g) => g.id === id)));
  const form = `<form method="post" action="${esc(url)}" class="rsvp">${errorOf(errors, 'form')}${errorOf(errors, 'guests')}
${guestIds.length ? guestIds.map((id) => guestCard(inv, id, errors)).join('') : '<p class="card">The couple has not invited your household to an event yet.</p>'}
<div class="field"><label for="message">A message for the couple</label><textarea id="message" name="message" rows="3"${inv.open ? '' : ' disabled'}>${esc(
    inv.household.message,
  )}</textarea></div>
${inv.open && guestIds.length ? '<p><button type="submit">Send our answer</button></p>' : ''}</form>`;
  return page(
    head,
    `<div class="wrap"><header class="hero"><p class="date">${esc(longDate(inv.wedding.date))}</p><h1>${esc(inv.wedding.name)}</h1>
<p>RSVP for ${esc(inv.household.name)}</p>${deadline}</header><main>${saved ? thanks(inv, url) : ''}${closed}${eventSummary(inv)}${form}</main></div>`,
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
