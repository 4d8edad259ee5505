import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

// The floor plan: tables placed by their x and y (hundredths of the plan), stacked in a list on a phone.
export const plan = style({
  position: 'relative',
  minHeight: 520,
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.s,
  '@media': {
    'screen and (max-width: 720px)': { minHeight: 0, display: 'grid', gap: vars.space.s, padding: vars.space.s },
  },
});
export const table = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  width: 200,
  background: vars.color.surface,
  border: `2px solid ${vars.color.line}`,
  padding: vars.space.s,
  '@media': { 'screen and (max-width: 720px)': { position: 'static', transform: 'none', width: 'auto' } },
});
export const round = style({ borderRadius: 24 });
export const long = style({ borderRadius: 4, width: 260 });
export const over = style({ borderColor: vars.color.brand });
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 });
export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  flexWrap: 'wrap',
  padding: '2px 6px',
  borderRadius: vars.radius.s,
  background: vars.color.brandSoft,
  cursor: 'grab',
});
export const chipName = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'inherit',
});
export const chosen = style({ outline: `2px solid ${vars.color.brand}` });
export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2, width: '100%' });
export const flagged = style({ color: vars.color.error });
export const unseated = style({ minHeight: 60, padding: vars.space.s, border: `1px dashed ${vars.color.line}` });

export const placer = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 });
export const handle = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 28,
  minHeight: 28,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  color: 'inherit',
  cursor: 'move',
  touchAction: 'none',
  '@media': { 'screen and (max-width: 720px)': { display: 'none' } },
});
export const placeSet = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4 });
export const phoneOnly = style({ '@media': { 'screen and (min-width: 721px)': { display: 'none' } } });

// Printing the plan: the table list only, without the app around it.
export const noPrint = style({ '@media': { print: { display: 'none' } } });

// Place cards: folded tents, the face on the lower half below a dashed fold; two across on paper and on a desktop.
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.s,
  '@media': { print: { gridTemplateColumns: '1fr 1fr', gap: 0 } },
});
export const card = style({
  display: 'grid',
  alignContent: 'end',
  justifyItems: 'center',
  gap: 4,
  minHeight: 180,
  padding: vars.space.s,
  paddingTop: 100,
  border: `1px solid ${vars.color.line}`,
  backgroundImage: `linear-gradient(${vars.color.line}, ${vars.color.line})`,
  backgroundSize: '100% 1px',
  backgroundPosition: '0 50%',
  backgroundRepeat: 'no-repeat',
  breakInside: 'avoid',
});
export const cardName = style({ fontSize: '1.4rem', fontWeight: 700, textAlign: 'center' });
export const cardTable = style({ color: vars.color.muted });
export const cardMeal = style({ display: 'inline-flex', alignItems: 'center', gap: 4 });
