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
// Holds the top menu's height while its code loads, so the page does not jump.
export const barPlaceholder = style({
  height: 61,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
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
