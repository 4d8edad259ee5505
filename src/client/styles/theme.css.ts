import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#2b2230',
    muted: '#6f6475',
    paper: '#fffdfb',
    surface: '#ffffff',
    line: '#eadfe3',
    brand: '#9c3d5d',
    brandInk: '#ffffff',
    brandSoft: '#f8e8ee',
    success: '#2f7d4f',
    error: '#b3261e',
    info: '#2b5fa8',
    warning: '#9a6400',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    display: 'Georgia, "Times New Roman", serif',
  },
  space: { xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px' },
  radius: { s: '6px', m: '12px', round: '999px' },
  shadow: { card: '0 1px 3px rgba(43,34,48,.08), 0 8px 24px rgba(43,34,48,.06)' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.paper,
  lineHeight: 1.5,
});
globalStyle('a', { color: vars.color.brand });
// A pre-rendered public page is what a visitor sees; a signed-in reader waits for the app to render theirs
// (shared/prerendered.ts sets data-session before the page paints).
globalStyle('html[data-session] #root[data-prerendered]', { visibility: 'hidden' });
// The signed-in pages' HTML paints the top bar before any script runs (scripts/prerender.ts); a visitor with no session,
// about to be sent to sign in, never sees it.
globalStyle('html:not([data-session]) [data-app-shell]', { display: 'none' });
globalStyle('h1, h2, h3', { fontFamily: vars.font.display, fontWeight: 600, lineHeight: 1.2 });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 });
// A fieldset groups fields for a screen reader; on screen it is a heading and its fields, never a grey box.
globalStyle('fieldset', { border: 0, margin: 0, padding: 0, minWidth: 0 });
globalStyle('legend', { padding: 0, fontWeight: 600, marginBottom: vars.space.xs });
