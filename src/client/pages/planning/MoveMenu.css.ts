import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The Move button sits after ↑/↓ on a card; its menu opens under it, aligned to its right edge so that on a phone
// (where the button is at the screen's right) it opens towards the middle and never past the edge.
export const wrap = style({ gridArea: 'move', position: 'relative' });
export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 30,
  minWidth: 200,
  maxWidth: 'min(280px, calc(100vw - 32px))',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.14)',
});
export const heading = style({ padding: `4px ${vars.space.s}`, fontSize: 13, color: vars.color.muted });
export const item = style({
  display: 'block',
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.s}`,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'none',
  font: 'inherit',
  color: vars.color.ink,
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft } },
});
// A long-press on a touch screen opens the menu: no text selection or system callout while the finger rests.
globalStyle('[data-task-id]', {
  '@media': { '(pointer: coarse)': { WebkitTouchCallout: 'none', userSelect: 'none' } },
});
