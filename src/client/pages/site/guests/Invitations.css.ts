import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

// Issue 35: the send panel's preview and the printable inserts (a grid on screen, cards that never split on paper).

export const preview = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  padding: vars.space.m,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.s,
});
export const mailText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, fontFamily: 'inherit' });
export const qr = style({ width: 120, height: 120 });
export const choices = style({ maxHeight: 240, overflowY: 'auto', display: 'grid', gap: 4 });
export const status = style({ margin: 0, fontSize: 14, color: vars.color.muted, overflowWrap: 'anywhere' });
export const inserts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  '@media': { print: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
export const insert = style({
  border: `1px dashed ${vars.color.line}`,
  padding: vars.space.m,
  textAlign: 'center',
  breakInside: 'avoid',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.s,
});
export const insertQr = style({ width: 160, height: 160 });
export const insertUrl = style({ fontSize: 12, overflowWrap: 'anywhere', margin: 0 });
export const noPrint = style({ '@media': { print: { display: 'none' } } });
