import { useState } from 'react';

// A `version` (issue 31) is no content: the user's own save coming back with a newer one is still "the same".
const content = (x: unknown) => (x !== null && typeof x === 'object' && 'version' in x ? { ...x, version: 0 } : x);
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(content(a)) === JSON.stringify(content(b));

/**
 * A form's draft of data that may change under it (the other partner saves the same page). While the draft is
 * untouched, a newer `source` replaces it at once; once it is edited, the newer source waits (`stale`) until the user
 * takes it (`reload`) or saves over it. A source equal to the draft (this user's own save coming back) is simply taken.
 */
export function useDraft<T>(source: T) {
  const [state, setState] = useState({ base: source, draft: source });
  let current = state;
  const changedUnder = state.base !== source && !same(state.base, source);
  const edited = !same(state.draft, state.base);
  if (changedUnder && (!edited || same(state.draft, source))) {
    // Derived state: React re-renders at once with it, and `base === source` ends the loop.
    current = { base: source, draft: source };
    setState(current);
  }
  return {
    draft: current.draft,
    set: (draft: T) => setState((s) => ({ ...s, draft })),
    /** Someone saved a newer version while this draft has unsaved edits. */
    stale: current.base !== source && !same(current.base, source),
    reload: () => setState({ base: source, draft: source }),
    /** What the draft was started from (the version a save is made from). */
    base: current.base,
  };
}
