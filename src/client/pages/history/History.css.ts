import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const text = style({ flex: 1, overflowWrap: 'anywhere' });
export const time = style({ color: vars.color.muted, fontSize: 13, whiteSpace: 'nowrap' });
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'flex-end',
});
export const filter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: 14 });
/** "Changed": an item someone else changed since the member last saw its page. */
export const changed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.round,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: 12,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
