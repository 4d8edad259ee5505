import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const editorGrid = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const section = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  padding: vars.space.m,
});
export const hiddenSection = style({ opacity: 0.6 });
export const frame = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.s, background: '#fff' });
export const phone = style([frame, { width: 375, height: 667, maxWidth: '100%' }]);
export const desktop = style([frame, { width: '100%', height: 667 }]);
export const themes = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const swatch = style({ display: 'flex', gap: 4 });
export const dot = style({ width: 24, height: 24, borderRadius: '50%', border: `1px solid ${vars.color.line}` });
export const stats = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  margin: 0,
});
export const stat = style({ fontSize: 28, fontWeight: 700, margin: 0 });
// The label is first in the markup (a <dt> before its <dd>) but the figure stands above it.
export const statPair = style({ display: 'flex', flexDirection: 'column-reverse', margin: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
export const input = style({
  font: 'inherit',
  padding: '8px 10px',
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  width: '100%',
});
export const richText = style({
  // ProseMirror's own rules for an editable area (prosemirror-view/style/prosemirror.css): spaces typed stay spaces.
  position: 'relative',
  wordWrap: 'break-word',
  whiteSpace: ['pre-wrap', 'break-spaces'],
  fontVariantLigatures: 'none',
  minHeight: 120,
  padding: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
});
export const error = style({ color: vars.color.error, margin: 0 });
export const householdName = style({ margin: 0, fontSize: 18, flex: '1 1 auto' });
export const guestList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s });
export const galleryGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
});
export const choiceRow = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});
