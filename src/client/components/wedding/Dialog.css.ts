import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgba(43, 34, 48, 0.45)',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `10vh ${vars.space.m}`,
  overflowY: 'auto',
  '@media': { 'screen and (max-width: 767px)': { padding: 0, alignItems: 'flex-end' } },
});
export const panel = style({
  width: '100%',
  maxWidth: 460,
  background: vars.color.surface,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  padding: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minWidth: 0,
  // On a phone: a sheet from the bottom edge, full width, scrolling inside when taller than the screen.
  '@media': {
    'screen and (max-width: 767px)': {
      maxWidth: 'none',
      maxHeight: '100dvh',
      overflowY: 'auto',
      borderRadius: `${vars.radius.m} ${vars.radius.m} 0 0`,
      padding: vars.space.m,
    },
  },
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
});
export const title = style({ margin: 0, fontSize: 22 });
export const close = style({
  border: 0,
  background: 'none',
  fontSize: 24,
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.muted,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  borderRadius: vars.radius.s,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
});
export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.s,
});
globalStyle(`${panel} p`, { margin: 0 });
