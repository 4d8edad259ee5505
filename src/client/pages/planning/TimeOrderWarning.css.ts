import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const warning = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  border: `2px solid ${vars.color.warning}`,
  color: vars.color.ink,
  fontWeight: 600,
});
