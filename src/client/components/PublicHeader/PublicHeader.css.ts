import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const topBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.m,
  padding: `${vars.space.xs} ${vars.space.l}`,
  background: vars.color.ink,
  fontSize: 13,
});
export const topBarLink = style({ color: '#f3e9ee', textDecoration: 'none' });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.l,
  padding: `${vars.space.m} ${vars.space.l}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
  flexWrap: 'wrap',
});
export const brand = style({
  fontFamily: vars.font.display,
  fontSize: 24,
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
});
export const nav = style({
  display: 'flex',
  gap: vars.space.m,
  flex: 1,
  '@media': { 'screen and (max-width: 720px)': { display: 'none' } },
});
export const navLink = style({ color: vars.color.ink, textDecoration: 'none', fontWeight: 500 });
export const actions = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'center',
  '@media': { 'screen and (max-width: 720px)': { display: 'none' } },
});
export const menuToggle = style({
  display: 'none',
  marginLeft: 'auto',
  background: 'none',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.s}`,
  cursor: 'pointer',
  '@media': { 'screen and (max-width: 720px)': { display: 'inline-block' } },
});
export const mobileMenu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
});
/** The avatar: signs in through the identity provider (spec, "Public header"). */
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  padding: 0,
});
