import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// On a phone the top menu's drawer carries these destinations.
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});
export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const link = style({
  display: 'block',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 600 },
  },
});
export const recommend = style({
  background: vars.color.brandSoft,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
export const recommendTitle = style({ margin: 0, fontWeight: 600 });
