import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const avatar = style({
  width: 36,
  height: 36,
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: 14,
  flexShrink: 0,
  selectors: { '&[data-initials]::before': { content: 'attr(data-initials)' } },
});
export const large = style({ width: 96, height: 96, fontSize: 32 });
