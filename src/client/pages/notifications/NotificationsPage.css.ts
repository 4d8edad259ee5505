import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.s,
  columnGap: vars.space.m,
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const unread = style({ fontWeight: 600 });
// On a phone the text keeps at least 12 rem; the time and the button wrap under it instead of squeezing it.
export const text = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });
export const bell = style({
  width: 36,
  height: 36,
  borderRadius: vars.radius.round,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  flexShrink: 0,
});
export const time = style({ color: vars.color.muted, fontSize: 13, whiteSpace: 'nowrap' });
