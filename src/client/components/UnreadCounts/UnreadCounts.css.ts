import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const counts = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.round,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
/** On the folded menu button: a small count at its top right corner. */
export const menuBadge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  padding: '0 5px',
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.brandInk,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
  selectors: { '&::before': { content: 'attr(data-count)' } },
});
export const badge = style({
  minWidth: 20,
  padding: '0 6px',
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.brandInk,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});
