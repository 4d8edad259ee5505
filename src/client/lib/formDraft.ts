import type { ActorRefFrom } from 'xstate';
import { type FormDraft, type formMachine, formUnsaved } from '../../../machines/formMachine';

// Drafts on the device (issue 31): a long form's unsaved values are kept in localStorage, per user and item, while
// they are typed, and offered back after a reload or a crash ("You have an unsaved draft from 14:02"). The form
// machine decides what is offered and restored; this module only reads and writes the storage. Loaded with the first
// form that keeps a draft, so the sign-in pages carry none of it.

type FormRef = ActorRefFrom<typeof formMachine>;

const PREFIX = 'vowline.draft:';
/** How long typing must pause before the draft is written (a reload between keys loses at most that much). */
export const DRAFT_PAUSE_MS = 300;

function read(key: string): FormDraft | null {
  try {
    const found = JSON.parse(window.localStorage.getItem(key) ?? 'null') as FormDraft | null;
    return found && typeof found.at === 'number' && typeof found.values === 'object' ? found : null;
  } catch {
    // Unreadable (another version's shape, storage refused): as if there were none.
    return null;
  }
}

function write(key: string, draft: FormDraft) {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or refused storage loses the draft, never the form.
  }
}

/** Keeps `form`'s unsaved values under `key` while it is mounted, and offers a draft found there; returns the release. */
export function keepDraft(form: FormRef, key: string): () => void {
  const storageKey = `${PREFIX}${key}`;
  const found = read(storageKey);
  if (found) form.send({ type: 'draft.found', draft: found });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    const snapshot = form.getSnapshot();
    if (!snapshot.context.draft && formUnsaved(snapshot)) {
      write(storageKey, { values: snapshot.context.values, at: Date.now() });
    }
  };
  const subscription = form.subscribe((snapshot) => {
    // A draft on offer stays as it is until the user restores or discards it.
    if (snapshot.context.draft) return;
    clearTimeout(timer);
    if (formUnsaved(snapshot)) timer = setTimeout(flush, DRAFT_PAUSE_MS);
    // Saved, back to what the server has, or left without saving on purpose: nothing to keep.
    else if (snapshot.matches('editing') || snapshot.matches('succeeded') || snapshot.matches('left')) {
      window.localStorage.removeItem(storageKey);
    }
  });
  window.addEventListener('pagehide', flush);
  return () => {
    flush();
    subscription.unsubscribe();
    window.removeEventListener('pagehide', flush);
  };
}
