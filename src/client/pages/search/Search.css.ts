import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const grow = style({ flex: 1, minWidth: 0 });
export const groupHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.s,
});
