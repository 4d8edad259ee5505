import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
});
export const tabs = style({ display: 'flex', gap: vars.space.s, flexWrap: 'wrap', marginBottom: vars.space.m });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
// Relative: the screen-reader-only column names are absolutely placed and would otherwise escape the scroll.
export const tableScroll = style({ position: 'relative', maxWidth: '100%', overflowX: 'auto' });
export const rowHead = style({ textAlign: 'left', fontWeight: 400 });
export const head = style({ textAlign: 'left', fontSize: 14, color: vars.color.muted, fontWeight: 600 });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const moneyIn = style({ color: vars.color.success });
export const overdue = style({ color: vars.color.error, fontWeight: 600 });
export const dueSoon = style({ color: vars.color.warning, fontWeight: 600 });
export const filters = style({ display: 'flex', gap: vars.space.s, flexWrap: 'wrap', alignItems: 'end' });
export const overdueBanner = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  border: `2px solid ${vars.color.error}`,
  color: vars.color.error,
  fontWeight: 600,
});
export const receipt = style({
  display: 'block',
  maxWidth: 480,
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.line}`,
});

// In the budget table the column is named "Planned", so the field's own label is for screen readers only, and the
// amount and its Save button share one line: the table then nearly fits a phone.
export const planCell = style({});
globalStyle(`${planCell} form`, { flexDirection: 'row', alignItems: 'center', gap: vars.space.s });
globalStyle(`${planCell} label`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
globalStyle(`${planCell} input`, { width: '7em' });
