import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.m,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  overflowWrap: 'anywhere',
});
export const overdue = style({ color: vars.color.error, fontWeight: 600 });
export const link = style({ width: '100%', minWidth: 0 });
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
/** A red badge that says payments are late, so it stands out among the cards. */
export const overdueBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: 999,
  border: `2px solid ${vars.color.error}`,
  color: vars.color.error,
  fontWeight: 700,
  textDecoration: 'none',
  alignSelf: 'flex-start',
});
