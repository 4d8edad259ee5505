import type { ActorRefFrom } from 'xstate';
import { type formMachine, formUnsaved } from '../../../machines/formMachine';
import { FORM_MESSAGES } from '../../shared/formMessages';

// The one guard against leaving a page with unsaved changes (issue 31), for every form the form machine runs: a
// click on an in-app link is held while a mounted form has unsaved changes, and that form asks (its `leaving` state:
// "Leave without saving?", answered in the browser's own confirm); reloading or closing the tab asks through the
// browser's own `beforeunload` prompt.

/** A mounted form's actor (what `useForm` makes); typed from the machine so this module imports no hook. */
type FormRef = ActorRefFrom<typeof formMachine>;

const forms = new Set<FormRef>();
let installed = false;

const unsaved = (): FormRef | undefined => [...forms].find((form) => formUnsaved(form.getSnapshot()));

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
      form.send({ type: 'form.leave', to });
      if (form.getSnapshot().matches('leaving')) {
        form.send({ type: window.confirm(FORM_MESSAGES.leave) ? 'leave.confirmed' : 'leave.stayed' });
      }
    },
    true,
  );
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
  forms.add(form);
  return () => {
    forms.delete(form);
  };
}
