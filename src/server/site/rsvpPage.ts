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

function guestFields(inv: RsvpInvitation, i: number, errors?: Record<string, string[]>): string {
  const g = inv.guests[i]!;
  const disabled = inv.open ? '' : ' disabled';
  const radio = (value: 'yes' | 'no', label: string) =>
    `<label><input type="radio" name="attending_${g.id}" value="${value}"${
      (value === 'yes' && g.attending === true) || (value === 'no' && g.attending === false) ? ' checked' : ''
    }${disabled} required> ${label}</label>`;
  const meals = inv.meal_options.length
    ? `<label>Meal <select name="meal_${g.id}"${disabled}><option value="">Choose a meal</option>${inv.meal_options
        .map((m) => `<option${g.meal === m ? ' selected' : ''}>${esc(m)}</option>`)
        .join('')}</select></label>${errorOf(errors, `guests.${i}.meal`)}`
    : '';
  const plusOne = g.plus_one_allowed
    ? `<label>Plus-one’s name <input name="plus_one_${g.id}" value="${esc(g.plus_one_name)}"${disabled}></label>${errorOf(errors, `guests.${i}.plus_one_name`)}`
    : '';
  return `<fieldset class="card" data-guest="${esc(g.name)}"><legend>${esc(g.name)}</legend>
<p>${radio('yes', 'Joyfully accepts')} ${radio('no', 'Regretfully declines')}</p>${errorOf(errors, `guests.${i}.attending`)}
${meals}<label>Dietary notes <input name="dietary_${g.id}" value="${esc(g.dietary)}"${disabled}></label>${plusOne}</fieldset>`;
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
${inv.guests.map((_, i) => guestFields(inv, i, errors)).join('')}
<label>A message for the couple <textarea name="message" rows="3"${inv.open ? '' : ' disabled'}>${esc(inv.household.message)}</textarea></label>
${inv.open ? '<p><button type="submit">Send our answer</button></p>' : ''}</form>`;
  return page(
    head,
    `<div class="wrap"><header class="hero"><p class="date">${esc(longDate(inv.wedding.date))}</p><h1>${esc(inv.wedding.name)}</h1>
<p>RSVP for ${esc(inv.household.name)}</p>${deadline}</header><main>${status}${closed}${form}</main></div>`,
  );
}

/** The form's fields as the JSON answer the API takes, so both paths share one validation. */
export function answerFromForm(inv: RsvpInvitation, form: Record<string, string>) {
  return {
    guests: inv.guests.map((g) => ({
      id: g.id,
      attending: form[`attending_${g.id}`] === 'yes' ? true : form[`attending_${g.id}`] === 'no' ? false : undefined,
      meal: form[`meal_${g.id}`] ?? null,
      dietary: form[`dietary_${g.id}`] ?? '',
      plus_one_name: form[`plus_one_${g.id}`] ?? '',
    })),
    message: form.message ?? '',
  };
}
