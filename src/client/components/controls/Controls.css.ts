import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The app's own file picker, select, disclosure and toolbar: one look for each, drawn from the theme.

export const drop = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.m,
  minHeight: 56,
  border: `2px dashed ${vars.color.line}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-dragging]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:focus-within': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.6, cursor: 'progress' },
  },
});
export const dropIcon = style({ color: vars.color.brand, flexShrink: 0 });
export const dropWords = style({ display: 'flex', flexDirection: 'column' });
export const dropLabel = style({ fontWeight: 600, color: vars.color.brand });
export const dropHint = style({ fontSize: 14, color: vars.color.muted });

export const chosen = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
});
export const chosenItem = style({ position: 'relative', display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const thumb = style({
  width: 88,
  height: 88,
  objectFit: 'cover',
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.line}`,
  display: 'block',
});
export const fileName = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  background: vars.color.brandSoft,
  fontSize: 14,
  overflowWrap: 'anywhere',
});
export const removeChosen = style({
  position: 'absolute',
  top: -10,
  right: -10,
  width: 32,
  height: 32,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  padding: 0,
});
export const removeName = style([removeChosen, { position: 'static' }]);

export const selectWrap = style({ position: 'relative', display: 'inline-flex', maxWidth: '100%', minWidth: 0 });
export const select = style({
  appearance: 'none',
  font: 'inherit',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  padding: '10px 40px 10px 12px',
  minHeight: 44,
  maxWidth: '100%',
  width: '100%',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const selectChevron = style({
  position: 'absolute',
  right: 12,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.muted,
});

export const disclosureButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `6px ${vars.space.s}`,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const disclosureChevron = style({
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.line}`,
  borderBottom: 0,
  borderRadius: `${vars.radius.s} ${vars.radius.s} 0 0`,
  background: vars.color.brandSoft,
});
export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  border: '1px solid transparent',
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      borderColor: vars.color.brand,
      color: vars.color.brand,
    },
  },
});
export const dropArea = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });
