import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
// A field in a wrapping row may not grow past it: a select is as wide as its longest option (a currency's name).
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});
export const label = style({ fontWeight: 600, fontSize: 14 });
export const input = style({
  font: 'inherit',
  padding: '10px 12px',
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  maxWidth: '100%',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});
export const error = style({ color: vars.color.error, fontSize: 14, margin: 0 });
export const hint = style({ fontSize: 14, color: vars.color.muted });
export const select = style([input, { appearance: 'auto' }]);
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, minHeight: 44 });
/** An autosaving form's "Saving… / Saved": quiet, and the same height whether or not it says anything. */
export const autosave = style({ minHeight: '1.5em', fontSize: 14, color: vars.color.muted });
/** The other person's value under a field both changed (issue 31). */
export const theirs = style({
  margin: 0,
  fontSize: 14,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  background: vars.color.surface,
  whiteSpace: 'pre-wrap',
});
/** "Ben changed this while you were editing", with the two ways out. */
export const conflict = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });
