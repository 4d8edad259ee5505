import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const banner = style({
  background: '#fff4db',
  borderBottom: `1px solid ${vars.color.warning}`,
  padding: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
});
export const conflict = style({
  background: vars.color.surface,
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  margin: `${vars.space.s} ${vars.space.m}`,
});
export const versions = style({ borderCollapse: 'collapse', margin: `${vars.space.s} 0` });
export const cell = style({ padding: `2px ${vars.space.s}`, textAlign: 'start', verticalAlign: 'top' });
