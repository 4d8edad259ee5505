import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const brand = style({
  fontFamily: vars.font.display,
  fontSize: 22,
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
});
export const search = style({ flex: 1, maxWidth: 420 });
export const searchInput = style({
  width: '100%',
  font: 'inherit',
  padding: '8px 14px',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
});
export const spacer = style({ flex: 1 });
export const menuWrap = style({ position: 'relative' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  padding: vars.space.xs,
  borderRadius: vars.radius.round,
});
export const submenu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  minWidth: 220,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  padding: vars.space.s,
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 0,
});
export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.ink,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const heading = style({ padding: `${vars.space.xs} ${vars.space.m}`, color: vars.color.muted, fontSize: 13 });
