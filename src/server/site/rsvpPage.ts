import type { RsvpInvitation } from '../../shared/site';
import { esc, longDate, type PageHead, page } from './html';
import { themeCss } from './themes';

// The household's RSVP page: a plain form that works without JavaScript in any browser a guest may have.

export interface RsvpPageState {
  invitation: RsvpInvitation;
  url: string;
  nonce: string;
  /** Messages by field (`guests.0.meal`) or the whole form (`form`). */
  errors?: Record<string, string[]>;
  saved?: boolean;
}

const errorOf = (errors: Record<string, string[]> | undefined, key: string) =>
  errors?.[key]?.length ? `<p class="error" role="alert">${esc(errors[key]![0])}</p>` : '';

type EventOf = RsvpInvitation['events'][number];

function guestFields(inv: RsvpInvitation, ei: number, gi: number, errors?: Record<string, string[]>): string {
  const e = inv.events[ei]!;
  const g = e.guests[gi]!;
  const key = `events.${ei}.guests.${gi}`;
  const f = `${e.id}_${g.id}`;
  const disabled = inv.open ? '' : ' disabled';
  const radio = (value: 'yes' | 'no', label: string) =>
    `<label><input type="radio" name="attending_${f}" value="${value}"${
      (value === 'yes' && g.attending === true) || (value === 'no' && g.attending === false) ? ' checked' : ''
    }${disabled} required> ${label}</label>`;
  const meals = e.meal_options.length
    ? `<label>Meal <select name="meal_${f}"${disabled}><option value="">Choose a meal</option>${e.meal_options
        .map((m) => `<option${g.meal === m ? ' selected' : ''}>${esc(m)}</option>`)
        .join('')}</select></label>${errorOf(errors, `${key}.meal`)}`
    : '';
  const plusOne = g.plus_one_allowed
    ? `<label>Name of ${esc(g.name)}’s guest <input name="plus_one_${f}" value="${esc(g.plus_one_name)}" placeholder="Guest of ${esc(g.name)}"${disabled}></label>${errorOf(errors, `${key}.plus_one_name`)}`
    : '';
  return `<fieldset class="card" data-guest="${esc(g.name)}"><legend>${esc(g.name)}<span class="visually-hidden"> at ${esc(e.name)}</span></legend>
<p>${radio('yes', 'Joyfully accepts')} ${radio('no', 'Regretfully declines')}</p>${errorOf(errors, `${key}.attending`)}
${meals}<label>Dietary notes <input name="dietary_${f}" value="${esc(g.dietary)}"${disabled}></label>${plusOne}</fieldset>`;
}

function eventBlock(inv: RsvpInvitation, ei: number, errors?: Record<string, string[]>): string {
  const e: EventOf = inv.events[ei]!;
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
  const id = `event-${ei}`;
  return `<section class="event" data-event="${esc(e.name)}" aria-labelledby="${id}"><h2 id="${id}">${esc(e.name)}</h2>${details}
${e.guests.map((_, gi) => guestFields(inv, ei, gi, errors)).join('')}</section>`;
}

export function renderRsvp({ invitation: inv, url, nonce, errors, saved }: RsvpPageState): string {
  const head: PageHead = {
    title: `RSVP · ${inv.wedding.name}`,
    description: `Reply to ${inv.wedding.name}'s invitation.`,
    url,
    css: { inline: themeCss('classic'), nonce },
    noindex: true,
  };
  const status = saved
    ? '<p class="card" role="status">Thank you! Your answer is saved. You can change it until the deadline.</p>'
    : '';
  const closed = inv.open
    ? ''
    : '<p class="card error" role="alert">The RSVP deadline has passed. Please contact the couple to change your answer.</p>';
  const deadline = inv.deadline ? `<p class="muted">Please reply by ${esc(longDate(inv.deadline))}.</p>` : '';
  const form = `<form method="post" action="${esc(url)}" class="rsvp">${errorOf(errors, 'form')}${errorOf(errors, 'guests')}
${inv.events.length ? inv.events.map((_, i) => eventBlock(inv, i, errors)).join('') : '<p class="card">The couple has not invited your household to an event yet.</p>'}
<label>A message for the couple <textarea name="message" rows="3"${inv.open ? '' : ' disabled'}>${esc(inv.household.message)}</textarea></label>
${inv.open ? '<p><button type="submit">Send our answer</button></p>' : ''}</form>`;
  return page(
    head,
    `<div class="wrap"><header class="hero"><p class="date">${esc(longDate(inv.wedding.date))}</p><h1>${esc(inv.wedding.name)}</h1>
<p>RSVP for ${esc(inv.household.name)}</p>${deadline}</header><main>${status}${closed}${form}</main></div>`,
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
