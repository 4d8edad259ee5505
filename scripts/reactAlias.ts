// The app is written against React 19's API and its types, and runs on preact/compat: React's renderer is 64 KB
// gzipped, Preact's 9 KB with its hooks and compat, and no page could stay within the 100 KB budget of initial JS
// with React's (issue "Fast and sturdy"; README, decisions). Every build resolves React to Preact: the browser's, the
// pre-rendering's (so that the pre-rendered HTML is what the hydrating renderer makes) and the unit tests'.
// src/client/lib/preactAsReact.ts gives back the two behaviours of React the app relies on that compat leaves to the
// browser.
export const REACT_AS_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
