import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const tabs = style({
  display: 'flex',
  gap: vars.space.s,
  flexWrap: 'wrap',
  borderBottom: `1px solid ${vars.color.line}`,
});
export const tab = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { borderBottom: `2px solid ${vars.color.brand}`, fontWeight: 600 } },
});
