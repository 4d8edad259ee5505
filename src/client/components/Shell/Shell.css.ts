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
