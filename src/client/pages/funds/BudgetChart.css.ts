import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.s });
export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  fontSize: 14,
});
export const swatch = style({ display: 'inline-block', width: 12, height: 12, borderRadius: 3, verticalAlign: -1 });
export const plannedSwatch = style({ background: vars.color.brandSoft, border: `1px solid ${vars.color.brand}` });
export const spentSwatch = style({ background: vars.color.brand });
export const overSwatch = style({ background: vars.color.error });
export const chart = style({ display: 'flex', flexDirection: 'column' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5.5rem, 10rem) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.s,
});
export const name = style({
  fontSize: 14,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'right',
});
export const bars = style({ display: 'block', overflow: 'visible' });
export const axis = style({ display: 'block', overflow: 'visible' });
export const gridLine = style({ stroke: vars.color.line, strokeWidth: 1 });
export const planned = style({ fill: vars.color.brandSoft, stroke: vars.color.brand, strokeWidth: 1 });
export const spent = style({ fill: vars.color.brand });
export const over = style({ fill: vars.color.error });
export const tick = style({ fill: vars.color.muted, fontSize: 12, fontFamily: vars.font.body });
