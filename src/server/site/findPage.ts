import type { RsvpQuestion, ThemeChoice } from '../../shared/site';
import { esc, page } from './html';
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
}

const QUESTIONS: Record<Exclude<RsvpQuestion, 'none'>, { label: string; hint: string; type: string; auto: string }> = {
  email: {
    label: 'Your email address',
    hint: 'The one the couple has for your household, so we know it’s you.',
    type: 'email',
    auto: 'email',
  },
  postcode: {
    label: 'Your postcode',
    hint: 'The postcode the couple has for your household, so we know it’s you.',
    type: 'text',
    auto: 'postal-code',
  },
};

export function renderFind(s: FindPageState): string {
  const error = s.error ? `<p class="error" role="alert">${esc(s.error)}</p>` : '';
  const q = s.ask && s.ask !== 'none' ? QUESTIONS[s.ask] : null;
  const fields = q
    ? `<input type="hidden" name="name" value="${esc(s.name ?? '')}">
<p role="status">We found your invitation, ${esc((s.name ?? '').trim().split(/\s+/)[0])}.</p>
<div class="field"><label for="answer">${q.label}</label><p class="muted" id="answer-hint">${q.hint}</p>
<input id="answer" name="answer" type="${q.type}" autocomplete="${q.auto}" aria-describedby="answer-hint" required autofocus></div>
<button type="submit">Open my invitation</button>`
    : `<div class="field"><label for="name">Your first and last name</label><p class="muted" id="name-hint">As on your invitation; a nickname is fine.</p>
<input id="name" name="name" autocomplete="name" value="${esc(s.name ?? '')}" aria-describedby="name-hint" required maxlength="200"></div>
<button type="submit">Find my invitation</button>`;
  return page(
    {
      title: `RSVP · ${s.weddingName}`,
      description: `Find your invitation to ${s.weddingName}'s wedding and reply.`,
      url: s.url,
      css: { inline: themeCss(s.theme), nonce: s.nonce },
      noindex: true,
    },
    `<div class="wrap"><header class="hero"><p class="date">RSVP</p><h1>${esc(s.weddingName)}</h1></header>
<main><form class="find card" method="post" action="${esc(s.url)}"><h2>Find your invitation</h2>${error}${fields}</form>
<p class="actions"><a href="/w/${esc(encodeURIComponent(s.slug))}">Back to the website</a></p></main></div>`,
  );
}
