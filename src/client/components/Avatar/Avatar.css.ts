import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const avatar = style({
  width: 36,
  height: 36,
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  fontSize: 14,
  flexShrink: 0,
  selectors: { '&[data-initials]::before': { content: 'attr(data-initials)' } },
});
export const small = style({ width: 28, height: 28, fontSize: 12 });
export const large = style({ width: 96, height: 96, fontSize: 32 });

// Initials sit on one of these, picked from the name, so two people side by side rarely share a colour. Each pair
// keeps a contrast of at least 4.5:1 (axe's color-contrast).
export const tones = styleVariants({
  rose: { background: '#f8e8ee', color: '#8a2f4f' },
  sage: { background: '#e3f1e7', color: '#25613e' },
  sky: { background: '#e2edf9', color: '#244f8c' },
  sand: { background: '#f6ecd9', color: '#7a4f00' },
  lilac: { background: '#ece6f6', color: '#55408a' },
  teal: { background: '#ddf1f0', color: '#1f5e5b' },
  coral: { background: '#fde6df', color: '#973a1e' },
  slate: { background: '#e8e9ee', color: '#3d4357' },
});
