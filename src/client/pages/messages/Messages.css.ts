import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const phone = 'screen and (max-width: 767px)';

export const tabs = style({
  display: 'flex',
  gap: vars.space.s,
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBottom: vars.space.s,
  overflowX: 'auto',
});
export const tab = style({
  padding: `6px ${vars.space.m}`,
  borderRadius: vars.radius.round,
  textDecoration: 'none',
  color: vars.color.ink,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: { '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand } },
});
export const disabledTab = style([tab, { color: vars.color.muted, cursor: 'not-allowed', fontWeight: 400 }]);
export const soon = style({
  marginLeft: vars.space.xs,
  fontSize: 12,
  padding: '1px 6px',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 300px) 1fr',
  gap: vars.space.m,
  minHeight: 420,
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});
/** On a phone only one pane shows: the list, or the open conversation. */
export const hideOnPhone = style({ '@media': { [phone]: { display: 'none' } } });

export const showOnPhone = style({ display: 'none', '@media': { [phone]: { display: 'inline' } } });

export const threadList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const threadLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.s,
  borderRadius: vars.radius.s,
  textDecoration: 'none',
  color: vars.color.ink,
  minHeight: 44,
  selectors: { '&[aria-current="page"]': { background: vars.color.brandSoft } },
});
export const threadText = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const unreadTitle = style({ fontWeight: 700 });
export const preview = style([ellipsis, { color: vars.color.muted, fontSize: 14 }]);
export const dot = style({
  minWidth: 22,
  height: 22,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.brandInk,
  fontSize: 12,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0 6px',
});

export const pane = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.s });
export const conversation = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.s,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  maxHeight: '60vh',
  overflowY: 'auto',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
});
export const bubble = style({
  maxWidth: '80%',
  alignSelf: 'flex-start',
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const mine = style({ alignSelf: 'flex-end', background: vars.color.brandSoft });
export const pending = style({ opacity: 0.7 });
export const failed = style({ borderColor: vars.color.error });
export const meta = style({
  fontSize: 12,
  color: vars.color.muted,
  display: 'flex',
  gap: vars.space.s,
  flexWrap: 'wrap',
});
export const typing = style({ minHeight: 20, fontSize: 14, color: vars.color.muted, fontStyle: 'italic' });
export const composer = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-end' });
export const textarea = style({
  flex: 1,
  font: 'inherit',
  minHeight: 44,
  maxHeight: 200,
  padding: vars.space.s,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.line}`,
  resize: 'vertical',
});
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.s}`,
  borderRadius: vars.radius.round,
  background: vars.color.brandSoft,
});
export const input = style({
  font: 'inherit',
  padding: vars.space.s,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.line}`,
  minHeight: 44,
});
export const sender = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
