import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });
export const title = style({ margin: 0, fontSize: 28 });
export const tabs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const tab = style({
  padding: `6px ${vars.space.m}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  textDecoration: 'none',
  fontSize: 14,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.brandInk,
      borderColor: vars.color.brand,
    },
    '&:hover': { borderColor: vars.color.brand },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 340px)',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 980px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });
export const aside = style({
  position: 'sticky',
  top: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  // Not sticky on a phone: see DetailSheet.css.ts.
  '@media': { 'screen and (max-width: 767px)': { position: 'static' } },
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: 0,
});
// A long board renders its off-screen sections lazily.
export const section = style([panel, { contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' }]);
export const sectionHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, flexWrap: 'wrap' });
export const sectionName = style({ margin: 0, fontSize: 18, flex: 'auto', minWidth: '6rem', overflowWrap: 'anywhere' });
export const small = style({ fontSize: 14, padding: `4px ${vars.space.s}` });
export const count = style({ color: vars.color.muted, fontSize: 14 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const dropZone = style({
  minHeight: 8,
  borderRadius: vars.radius.s,
  selectors: { '&[data-drop-end="true"]': { boxShadow: `inset 0 -3px 0 ${vars.color.brand}` } },
});

const PHONE = 'screen and (max-width: 767px)';
export const task = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `6px ${vars.space.s}`,
  borderRadius: vars.radius.s,
  borderTop: '3px solid transparent',
  background: vars.color.surface,
  selectors: {
    '&:hover': { background: '#fbf6f8' },
    '&[aria-current="true"]': { background: vars.color.brandSoft },
    '&[data-dragging="true"]': { opacity: 0.45 },
    '&[data-drop="true"]': { borderTopColor: vars.color.brand },
    '&[aria-busy="true"]': { opacity: 0.7 },
  },
});
// The title keeps the row's free width (at least 8 em); the badges wrap on a line of their own beneath it, so a
// task with every badge never squeezes its title to a word per line. On a phone the 44 px move buttons go beside the
// badges (with Move), so a long title keeps the row's width and two lines.
export const taskCard = style([
  task,
  {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(8em, 1fr) auto auto auto',
    gridTemplateAreas: '"grip check title up down move" ". . meta meta meta meta"',
    columnGap: vars.space.s,
    rowGap: 2,
    '@media': {
      [PHONE]: {
        // The title spans the row, so the badges' column may shrink: the three buttons always fit beside them.
        gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto auto',
        gridTemplateAreas: '"grip check title title title title" ". . meta up down move"',
      },
    },
  },
]);
export const grip = style({ gridArea: 'grip', cursor: 'grab', color: vars.color.muted, userSelect: 'none' });
export const taskTitle = style({
  gridArea: 'title',
  // In a flex row the badges wrap onto the next line before the title gets narrower than this.
  flex: '1 1 12em',
  minWidth: '8em',
  minHeight: 32,
  '@media': { [PHONE]: { minHeight: 44 } },
  textAlign: 'left',
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.ink,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
// The title keeps at least 8 em: with both clocks beside it and the Done box, the row wraps rather than squeezing it.
export const dayBody = style({ flex: '1 1 8em', minWidth: '8em', display: 'grid', gap: 2, alignContent: 'start' });
export const done = style({ textDecoration: 'line-through', color: vars.color.muted });
export const meta = style({
  gridArea: 'meta',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: 13,
  selectors: { '&:empty': { display: 'none' } },
});
globalStyle(`${meta} > span`, { display: 'inline-flex', alignItems: 'center', gap: 3 });
export const chip = styleVariants({
  normal: { padding: '1px 8px', borderRadius: vars.radius.round, background: '#f4eef1', color: vars.color.muted },
  overdue: { padding: '1px 8px', borderRadius: vars.radius.round, background: '#fdecea', color: vars.color.error },
  done: { padding: '1px 8px', borderRadius: vars.radius.round, background: '#e6f3ea', color: vars.color.success },
  progress: { padding: '1px 8px', borderRadius: vars.radius.round, background: '#e8eef8', color: vars.color.info },
});
export const initials = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.brandInk,
  fontSize: 10,
  fontWeight: 700,
});
export const iconButton = style({
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  borderRadius: vars.radius.s,
  width: 32,
  height: 32,
  padding: 0,
  display: 'inline-grid',
  placeItems: 'center',
  cursor: 'pointer',
  color: vars.color.ink,
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.35, cursor: 'default' } },
  '@media': { [PHONE]: { width: 44, height: 44 } },
});
globalStyle(`${taskCard} > button:nth-last-of-type(2)`, { gridArea: 'up' });
globalStyle(`${taskCard} > button:last-of-type`, { gridArea: 'down' });
export const checkArea = style({
  gridArea: 'check',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 32,
  minHeight: 32,
  cursor: 'pointer',
  '@media': { [PHONE]: { minWidth: 44, minHeight: 44 } },
});
export const checkbox = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.brand, cursor: 'pointer' });
// The open task sits beside the board on a desktop and covers the screen as a sheet on a phone.

export const inlineForm = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-end', flexWrap: 'wrap' });
globalStyle(`${inlineForm} > form`, { flex: 1 });
export const compactForm = style({});
globalStyle(`${compactForm} form`, { gap: vars.space.s });
// One line: the input grows, its button sits beside it.
export const inlineAdd = style({});
globalStyle(`${inlineAdd} form`, { flexDirection: 'row', alignItems: 'flex-end', flexWrap: 'wrap', gap: vars.space.s });
globalStyle(`${inlineAdd} form > div`, { flex: '1 1 220px' });
globalStyle(`${inlineAdd} form > button`, { padding: `9px ${vars.space.m}` });
globalStyle(`${inlineAdd} label`, { fontSize: 13, fontWeight: 500, color: vars.color.muted });

export const detailTitle = style({ margin: 0, fontSize: 22, overflowWrap: 'anywhere' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.m}`,
});
globalStyle(`${facts} dt`, { color: vars.color.muted, fontSize: 14 });
globalStyle(`${facts} dd`, { margin: 0 });
export const notes = style({ whiteSpace: 'pre-wrap', margin: 0 });
export const people = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const comments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
export const comment = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.s });
export const commentHead = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'baseline',
  flexWrap: 'wrap',
  fontSize: 14,
});
export const commentText = style({ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const groupTitle = style({
  margin: 0,
  fontSize: 16,
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'baseline',
});

export const dayItem = style([
  task,
  {
    alignItems: 'flex-start',
    padding: vars.space.s,
    border: `1px solid ${vars.color.line}`,
    marginBottom: vars.space.xs,
  },
]);
export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
  minWidth: 48,
  maxWidth: '11em',
  color: vars.color.brand,
});

export const calendarHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, flexWrap: 'wrap' });
export const monthTitle = style({ margin: 0, fontSize: 22, flex: 1 });
export const grid = style({
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: 4,
});
export const day = style({ listStyle: 'none', display: 'flex', minWidth: 0 });
globalStyle(`${day} > a`, { flex: 1 });
export const weekday = style({ fontSize: 12, color: vars.color.muted, textAlign: 'center', padding: 4 });
export const cell = style({
  minHeight: 92,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  padding: 4,
  background: vars.color.surface,
  color: vars.color.ink,
  textDecoration: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: 12,
  overflow: 'hidden',
  selectors: {
    // Days of the next or last month are told apart by colour, not opacity, so their text keeps AA contrast.
    '&[data-outside="true"]': { color: vars.color.muted, background: '#faf7f9' },
    '&[data-today="true"]': { borderColor: vars.color.info },
    '&[data-wedding="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:hover': { borderColor: vars.color.brand },
  },
});
export const cellDate = style({ fontWeight: 700, fontSize: 13 });
export const cellItem = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const eventLine = style([cellItem, { color: vars.color.brand }]);
export const taskLine = style([cellItem, { color: vars.color.muted }]);
export const banner = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.s,
  background: vars.color.brandSoft,
  fontWeight: 600,
});
export const templateCard = style([panel, { gap: vars.space.s }]);
export const templateTasks = style({
  margin: 0,
  paddingLeft: vars.space.l,
  columns: 2,
  columnGap: vars.space.l,
  fontSize: 14,
});
