import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: vars.space.l,
  maxWidth: 1100,
  margin: '0 auto',
  padding: vars.space.l,
  '@media': {
    'screen and (max-width: 767px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.m,
      padding: vars.space.m,
    },
  },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minWidth: 0 });

const PHONE = 'screen and (max-width: 767px)';
// On a phone the wedding menu is one row of tabs that scrolls sideways, so the page (and its countdown) starts
// near the top instead of below seven stacked links.
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '@media': {
    [PHONE]: {
      flexDirection: 'row',
      alignItems: 'center',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      margin: `0 calc(-1 * ${vars.space.m})`,
      padding: `0 ${vars.space.m}`,
      borderBottom: `1px solid ${vars.color.line}`,
    },
  },
});
export const menuName = style({
  fontFamily: vars.font.display,
  fontSize: 20,
  fontWeight: 600,
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.ink,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '@media': {
    [PHONE]: {
      fontSize: 17,
      whiteSpace: 'nowrap',
      maxWidth: '45vw',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      flexShrink: 0,
      minHeight: 44,
      lineHeight: '28px',
    },
  },
});
export const menuLink = style({
  display: 'block',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 600 },
    '&:hover': { background: vars.color.brandSoft },
  },
  '@media': {
    [PHONE]: {
      flexShrink: 0,
      minHeight: 44,
      display: 'inline-flex',
      alignItems: 'center',
      borderRadius: 0,
      borderBottom: '2px solid transparent',
      selectors: { '&[aria-current="page"]': { background: 'none', borderBottomColor: vars.color.brand } },
    },
  },
});

export const header = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});
export const cover = style({
  position: 'relative',
  height: 220,
  '@media': { [PHONE]: { height: 120 } },
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, #f3dfe7 45%, #e9d5c9)`,
});
export const coverImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const coverLink = style({
  position: 'absolute',
  right: vars.space.m,
  bottom: vars.space.m,
  background: 'rgba(255,255,255,0.92)',
  borderRadius: vars.radius.round,
  padding: `6px ${vars.space.m}`,
  fontWeight: 600,
  textDecoration: 'none',
});
export const headerBody = style({ padding: vars.space.l, display: 'flex', flexDirection: 'column', gap: vars.space.m });
export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.m,
  flexWrap: 'wrap',
});
export const title = style({ margin: 0, fontSize: 32 });
export const stats = style({ display: 'flex', gap: vars.space.l, flexWrap: 'wrap', color: vars.color.muted });
export const stat = style({ color: 'inherit', textDecoration: 'none' });
export const statNumber = style({ fontWeight: 700, color: vars.color.ink, marginRight: 4 });
export const notice = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.s,
  background: vars.color.brandSoft,
});
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.m,
});
export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
});
export const progressBar = style({ width: '100%', height: 8, accentColor: vars.color.brand });
export const pageTitle = style({ margin: 0 });
export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const grow = style({ flex: 1, minWidth: 0 });
export const weddingCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const weddingCard = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.ink,
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
});
export const weddingCardCover = style({
  height: 110,
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, #e9d5c9)`,
});
export const weddingCardBody = style({ padding: vars.space.m, display: 'flex', flexDirection: 'column', gap: 2 });
export const profileCover = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.s,
  color: vars.color.ink,
  textDecoration: 'none',
  borderRadius: vars.radius.s,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const profileCoverImage = style({
  display: 'block',
  width: '100%',
  height: 84,
  objectFit: 'cover',
  borderRadius: vars.radius.s,
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, #e9d5c9)`,
});
