import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.paper,
  font: 'inherit',
  color: vars.color.ink,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const label = style({ fontSize: 12, letterSpacing: '0.08em', color: vars.color.muted, fontWeight: 700 });
export const years = style({ fontFamily: vars.font.display, fontSize: 22, fontWeight: 600, color: vars.color.brand });
export const units = style({ display: 'flex', gap: vars.space.m });
export const unit = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 44 });
export const number = style({ fontSize: 26, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const unitName = style({ fontSize: 12, color: vars.color.muted });
