import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const viewer = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: 'rgba(20, 16, 24, 0.94)',
  color: '#fff',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  touchAction: 'pan-y',
});
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.s,
  gap: vars.space.s,
});
export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  padding: `0 ${vars.space.s}`,
});
export const image = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  userSelect: 'none',
  borderRadius: vars.radius.s,
});
export const control = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.round,
  border: 0,
  background: 'rgba(255, 255, 255, 0.16)',
  color: '#fff',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.28)' }, '&:disabled': { opacity: 0.3 } },
});
export const side = style([control, { position: 'absolute', top: '50%', transform: 'translateY(-50%)' }]);
export const previous = style({ left: vars.space.s });
export const next = style({ right: vars.space.s });
export const count = style({ fontWeight: 600 });
export const caption = style({ textAlign: 'center', padding: vars.space.s, fontSize: 14 });
/** A photo in a post is a button that opens the viewer. */
export const opener = style({
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  display: 'block',
  width: '100%',
  borderRadius: 8,
});
