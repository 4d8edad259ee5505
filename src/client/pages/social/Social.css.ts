import { globalStyle, style } from '@vanilla-extract/css';
import { disclosureButton } from '../../components/controls/Controls.css';
import { PHONE } from '../../components/TopMenu/TopMenu.css';
import { vars } from '../../styles/theme.css';

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.s,
});
export const photo = style({ width: '100%', height: 'auto', borderRadius: 8, display: 'block' });
export const postText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
export const newPosts = style({ position: 'sticky', top: vars.space.s, alignSelf: 'center', zIndex: 1 });
export const composerText = style({
  width: '100%',
  minHeight: 80,
  font: 'inherit',
  padding: '10px 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  resize: 'vertical',
});
export const progress = style({ width: '100%' });
export const options = style({ marginLeft: 'auto' });
/** A long post's first lines; "See more" shows the rest. */
export const cut = style({
  display: '-webkit-box',
  WebkitLineClamp: 6,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const seeMore = style({
  alignSelf: 'flex-start',
  border: 0,
  background: 'none',
  padding: `${vars.space.xs} 0`,
  minHeight: 44,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.brand,
  cursor: 'pointer',
});
// The like button is the quiet round button of the shared disclosure (components/controls), with a class of its own.
export const like = style([disclosureButton]);
export const heart = style({
  transition: 'transform 120ms ease',
  selectors: { [`${like}[aria-pressed="true"] &`]: { fill: vars.color.brand, color: vars.color.brand } },
});
export const audience = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  flexWrap: 'wrap',
  fontWeight: 600,
});
export const comments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});
export const comment = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.s,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const weddings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.m,
});
export const cover = style({ width: '100%', height: 120, objectFit: 'cover', borderRadius: 8 });

/** A post's header (author, wedding, time, options): on a phone each link and button is a 44 px tap target. */
export const postHeader = style({ alignItems: 'center' });
globalStyle(`${postHeader} a, ${postHeader} button, ${postHeader} summary`, {
  '@media': {
    [PHONE]: { minHeight: 44, minWidth: 44, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  },
});
