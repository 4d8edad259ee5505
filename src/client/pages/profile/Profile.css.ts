import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const counts = style({ listStyle: 'none', display: 'flex', gap: vars.space.l, margin: 0, padding: 0 });
export const more = style({ marginLeft: 'auto' });
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, flexWrap: 'wrap' });
export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
