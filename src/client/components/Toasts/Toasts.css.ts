import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const region = style({
  position: 'fixed',
  right: vars.space.m,
  bottom: vars.space.m,
  zIndex: 50,
  maxWidth: 360,
});
const base = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'flex-start',
  background: vars.color.surface,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  padding: vars.space.m,
  borderLeft: '6px solid',
});
export const toast = styleVariants({
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.error }],
  info: [base, { borderLeftColor: vars.color.info }],
  warning: [base, { borderLeftColor: vars.color.warning }],
});
export const body = style({ flex: 1 });
export const title = style({ fontWeight: 700, margin: 0 });
export const message = style({ margin: 0 });
export const close = style({ background: 'none', border: 0, font: 'inherit', fontSize: 20, cursor: 'pointer' });
