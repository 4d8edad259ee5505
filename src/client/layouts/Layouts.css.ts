import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const feedGrid = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: vars.space.l,
  maxWidth: 1100,
  margin: '0 auto',
  padding: vars.space.l,
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.m } },
});
export const feedMenu = style({
  display: 'flex',
  gap: vars.space.s,
  borderBottom: `1px solid ${vars.color.line}`,
  marginBottom: vars.space.m,
});
export const feedTab = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.muted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand } },
});
export const authShell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const authMain = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.m}`,
});
export const authCard = style({ width: '100%', maxWidth: 420 });
export const feedMain = style({ minWidth: 0 });
