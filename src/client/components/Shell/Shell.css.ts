import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Hidden until focused: the first Tab of every page lands on it (WAI-ARIA APG, skip navigation).
export const skipLink = style({
  position: 'absolute',
  left: vars.space.m,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.brand,
  color: vars.color.brandInk,
  borderRadius: vars.radius.s,
  fontWeight: 600,
  selectors: { '&:focus': { top: vars.space.s } },
});

// The top menu's bar and wordmark (TopMenu.css.ts re-exports them): here, in the entry's CSS module, because the
// placeholder painted while the menu's chunk loads is the same bar.
/** TopMenu.css.ts's FOLDED (the bar folds into its drawer), not imported from there: that module would then come into the entry chunk. */
const FOLDED = 'screen and (max-width: 1099px)';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  minHeight: 61,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [FOLDED]: { gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.m}` } },
});
export const brand = style({
  fontFamily: vars.font.display,
  fontSize: 22,
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  '@media': { [FOLDED]: { marginRight: 'auto' } },
});

// The unverified address's line under the top menu: one row on a desktop, wrapping on a phone.
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.m,
  rowGap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.m}`,
  background: vars.color.brandSoft,
  color: vars.color.ink,
  borderBottom: `1px solid ${vars.color.line}`,
  fontSize: '0.9375rem',
  textAlign: 'center',
});
export const noticeButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  background: vars.color.surface,
  color: vars.color.brand,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.round,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'progress' } },
});
export const noticeText = style({ margin: 0 });
