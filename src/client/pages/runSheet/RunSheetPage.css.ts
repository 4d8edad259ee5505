import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// A page for a phone held in one hand (390 px first): big tap targets, now and next on top.

export const page = style({ width: '100%', maxWidth: 640, margin: '0 auto', padding: vars.space.m });
export const title = style({ fontFamily: vars.font.display, fontSize: '1.5rem', margin: `0 0 ${vars.space.xs}` });
export const banner = style({
  background: '#fff4db',
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.s,
  padding: vars.space.s,
  margin: `${vars.space.s} 0`,
});
export const nowNext = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.s,
  margin: `${vars.space.m} 0`,
});
export const slot = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.s,
  minHeight: 72,
});
export const slotLabel = style({
  fontSize: '0.75rem',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.muted,
});
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.s });
export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.s,
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  gap: vars.space.s,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand, borderWidth: 2, background: vars.color.brandSoft },
    '&[data-done]': { opacity: 0.7 },
  },
});
export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
export const change = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  flexWrap: 'wrap',
  color: vars.color.warning,
  fontWeight: 600,
});
export const tap = style({ minHeight: 44, minWidth: 44 });
export const contacts = style({ display: 'grid', gap: vars.space.s, listStyle: 'none', padding: 0 });
export const contact = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, flexWrap: 'wrap' });
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.brand}`,
  textDecoration: 'none',
});
export const section = style({ marginTop: vars.space.l });
