import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const qr = style({ width: 160, height: 160, background: '#fff', border: `1px solid ${vars.color.line}` });
export const address = style({ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' });
export const grid = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  padding: vars.space.s,
  background: vars.color.surface,
});
export const thumb = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.s });
export const field = style({ padding: '6px 8px', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.s });
export const wall = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: '#000',
  color: '#fff',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const slide = style({
  maxWidth: '100vw',
  maxHeight: '100vh',
  objectFit: 'contain',
  width: '100%',
  height: '100%',
});
export const corner = style({
  position: 'absolute',
  right: 24,
  bottom: 24,
  background: '#fff',
  color: '#000',
  padding: 8,
  borderRadius: 8,
  textAlign: 'center',
  fontSize: 14,
});
export const cornerQr = style({ width: 150, height: 150, display: 'block' });
export const wallStatus = style({ position: 'absolute', left: 24, bottom: 24, fontSize: 14, opacity: 0.8 });
export const wallTop = style({ position: 'absolute', left: 24, top: 16, display: 'flex', gap: 8 });
export const wallButton = style({
  background: 'rgba(255,255,255,.15)',
  color: '#fff',
  border: '1px solid rgba(255,255,255,.4)',
  borderRadius: 6,
  padding: '4px 10px',
  cursor: 'pointer',
});
export const empty = style({ fontSize: 32, textAlign: 'center', fontFamily: vars.font.display });
/** Beside the QR code, the address and its links: may shrink below their longest word, so a 360 px screen holds them. */
export const addressBlock = style({ minWidth: 0, flex: '1 1 12rem' });
/** A fieldset is as wide as its widest content by default; these settings wrap with the screen instead. */
export const settings = style({ minWidth: 0, border: 0, padding: 0, margin: 0 });
