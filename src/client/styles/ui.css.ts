import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Shared building blocks; components with their own look keep a Component.css.ts beside them.
const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  padding: `10px ${vars.space.m}`,
  borderRadius: vars.radius.round,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.brand, color: vars.color.brandInk }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand }],
  quiet: [buttonBase, { background: 'transparent', color: vars.color.ink, padding: `6px ${vars.space.s}` }],
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  padding: vars.space.l,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
// The gap spaces a stack's children; their own margins would double it.
globalStyle(`${stack} > *`, { margin: 0 });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, flexWrap: 'wrap' });
export const muted = style({ color: vars.color.muted });
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
// width 100%: in a flex column (the wedding layout's main) auto margins turn off stretching, and the page would be
// as wide as its widest unbreakable content (a table, a select of currencies) instead of the screen.
export const page = style({ width: '100%', maxWidth: 960, margin: '0 auto', padding: vars.space.l });
export const narrowPage = style({
  width: '100%',
  maxWidth: 440,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.m}`,
});
export const formError = style({
  color: vars.color.error,
  background: '#fdecea',
  borderRadius: vars.radius.s,
  padding: vars.space.s,
  margin: 0,
});
