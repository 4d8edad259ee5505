import { options, type VNode } from 'preact';

// The browser runs the app's React code on preact/compat (scripts/reactAlias.ts: 57 KB gzipped less on every page).
// Two of React's behaviours that compat leaves to the browser are made React's again here, before the first render.

/**
 * Effects run once the browser has had its turn, as React's scheduler runs them (a MessageChannel task), rather than
 * on the next animation frame: a page in a background tab, or under a test's paused clock, still fetches its data.
 */
const queue: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  for (const run of queue.splice(0)) run();
};
options.requestAnimationFrame = (run) => {
  queue.push(run);
  if (queue.length === 1) channel.port2.postMessage(null);
};

/**
 * `autoFocus` focuses a field when it mounts, as React does. Left to the browser, the attribute works only while the
 * document loads, so a dialog's or a form's first field would never get the focus.
 */
const focused = new WeakSet<Element>();
type Ref = ((el: HTMLElement | null) => undefined | (() => void)) | { current: HTMLElement | null } | null | undefined;
const before = options.vnode;
options.vnode = (vnode: VNode<{ autoFocus?: boolean; autofocus?: boolean }>) => {
  const props = vnode.props;
  if (typeof vnode.type === 'string' && (props.autoFocus || props.autofocus)) {
    delete props.autoFocus;
    delete props.autofocus;
    const ref = vnode.ref as Ref;
    vnode.ref = (el: HTMLElement | null) => {
      if (el && !focused.has(el)) {
        focused.add(el);
        // After the commit, when the new tree is in the document.
        queueMicrotask(() => {
          if (el.isConnected) el.focus();
        });
      }
      // The component's own ref as it was given, a cleanup it returns included.
      if (typeof ref === 'function') return ref(el);
      if (ref) ref.current = el;
      return undefined;
    };
  }
  before?.(vnode);
};
