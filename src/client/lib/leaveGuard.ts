import type { ActorRefFrom } from 'xstate';
import { type formMachine, formUnsaved } from '../../../machines/formMachine';
import { FORM_MESSAGES } from '../../shared/formMessages';
import { holdHistory } from './historyHold';

// The one guard against leaving a page with unsaved changes (issue 31), for every form the form machine runs: a
// click on an in-app link is held while a mounted form has unsaved changes, and that form asks (its `leaving` state:
// "Leave without saving?", answered in the browser's own confirm); so is Back (or Forward), whose step is taken back
// before the router sees it; reloading or closing the tab asks through the browser's own `beforeunload` prompt.

/** A mounted form's actor (what `useForm` makes); typed from the machine so this module imports no hook. */
type FormRef = ActorRefFrom<typeof formMachine>;

/** Each mounted form, and the address of the page it is on. */
const forms = new Map<FormRef, string>();
let installed = false;

const unsaved = (): FormRef | undefined => [...forms.keys()].find((form) => formUnsaved(form.getSnapshot()));
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The form asks "Leave without saving?" (its `leaving` state), answered in the browser's confirm. */
function ask(form: FormRef, to: string) {
  form.send({ type: 'form.leave', to });
  if (form.getSnapshot().matches('leaving')) {
    form.send({ type: window.confirm(FORM_MESSAGES.leave) ? 'leave.confirmed' : 'leave.stayed' });
  }
}

/** An in-app link this click would follow to another page: same origin, a plain left click, no new tab, no download. */
function inAppLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link within this page ("Skip to content", #main) leaves nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function install() {
  if (installed) return;
  installed = true;
  // Captured on the document, before the router's own click handler on the link.
  document.addEventListener(
    'click',
    (event) => {
      const to = inAppLink(event);
      const form = to === null ? undefined : unsaved();
      if (!form || to === null) return;
      event.preventDefault();
      event.stopPropagation();
      ask(form, to);
    },
    true,
  );
  // Back and Forward: the history has moved already, so the form's page is put back before the router hears of it
  // (historyHold.ts listens before the router does), and the form asks; leaving then goes where Back went.
  holdHistory(() => {
    const form = unsaved();
    const home = form ? forms.get(form) : undefined;
    const to = here();
    // A step within the page (a fragment: "Skip to content") leaves nothing.
    const page = (url: string) => url.replace(/#.*$/, '');
    if (!form || home === undefined || page(home) === page(to)) return false;
    window.history.pushState(window.history.state, '', home);
    ask(form, to);
    return true;
  });
  window.addEventListener('beforeunload', (event) => {
    if (!unsaved()) return;
    event.preventDefault();
    // Older browsers show the prompt only when a value is returned.
    event.returnValue = '';
  });
}

/** Keeps `form` under the guard while it is mounted; returns the release. */
export function guardLeaving(form: FormRef): () => void {
  install();
  forms.set(form, here());
  return () => {
    forms.delete(form);
  };
}
