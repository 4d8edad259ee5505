import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The bar and the wordmark are shared with the placeholder the page paints before this chunk arrives (Shell.css.ts).
export { bar, brand } from '../Shell/Shell.css';

/** Below this width the left menu is hidden, and its destinations move into the top menu's drawer. */
export const PHONE = 'screen and (max-width: 767px)';

const DESKTOP = 'screen and (min-width: 768px)';
/**
 * Below this width the top menu itself folds into the drawer. Its six items and the search field need about 1,100 px;
 * laid out in one bar on a tablet or a narrow laptop window they squeezed the search field to a sliver and pushed the
 * profile menu past the screen's edge (800 px).
 */
const FOLDED = 'screen and (max-width: 1099px)';
const UNFOLDED = 'screen and (min-width: 1100px)';

// On a desktop the panel's children sit in the bar itself; on a phone the panel is the drawer under the bar.
export const panel = style({
  '@media': {
    [UNFOLDED]: { display: 'contents' },
    [FOLDED]: {
      display: 'none',
      position: 'fixed',
      top: 61,
      left: 0,
      right: 0,
      bottom: 0,
      overflowY: 'auto',
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space.s,
      padding: vars.space.m,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.line}`,
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
  },
});
export const phoneButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  background: 'none',
  border: 0,
  borderRadius: vars.radius.round,
  color: vars.color.ink,
  cursor: 'pointer',
  position: 'relative',
  '@media': { [FOLDED]: { display: 'inline-flex' } },
});
export const phoneOnly = style({ '@media': { [DESKTOP]: { display: 'none' } } });
export const phoneLinks = style({
  display: 'flex',
  flexDirection: 'column',
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBottom: vars.space.s,
  '@media': { [DESKTOP]: { display: 'none' } },
});
// Most of the bar's free room goes to the search field (the two spacers share the rest), and it never gets narrower
// than a few words: the bar folds before that.
export const search = style({
  flex: '3 1 0%',
  minWidth: 160,
  maxWidth: 420,
  '@media': { [FOLDED]: { flex: 'none', minWidth: 0, maxWidth: 'none' } },
});
export const searchInput = style({
  width: '100%',
  font: 'inherit',
  minHeight: 40,
  padding: '8px 14px',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  '@media': { [FOLDED]: { minHeight: 44 } },
});
export const spacer = style({ flex: 1, '@media': { [FOLDED]: { display: 'none' } } });
export const menuWrap = style({
  position: 'relative',
  '@media': { [FOLDED]: { display: 'flex', flexDirection: 'column' } },
});
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  background: 'none',
  border: 0,
  font: 'inherit',
  color: vars.color.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.round,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
  '@media': { [FOLDED]: { minHeight: 44, width: '100%', justifyContent: 'flex-start', padding: `0 ${vars.space.m}` } },
});
export const submenu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  minWidth: 220,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  padding: vars.space.s,
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 0,
  '@media': { [FOLDED]: { position: 'static', boxShadow: 'none', border: 0, padding: `0 0 0 ${vars.space.m}` } },
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 40,
  textAlign: 'left',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.ink,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 600 },
  },
  '@media': { [FOLDED]: { minHeight: 44 } },
});
export const heading = style({ padding: `${vars.space.xs} ${vars.space.m}`, color: vars.color.muted, fontSize: 13 });
// Inside the drawer, the unread counts stack like the other destinations.
globalStyle(`${panel} nav[aria-label="Unread"]`, {
  '@media': { [FOLDED]: { flexDirection: 'column', alignItems: 'stretch' } },
});
globalStyle(`${panel} nav[aria-label="Unread"] a`, {
  '@media': { [FOLDED]: { minHeight: 44, padding: `0 ${vars.space.m}` } },
});

export const searchWrap = style({ position: 'relative' });
export const preview = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: 20,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.m,
  padding: vars.space.s,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [FOLDED]: { position: 'static', boxShadow: 'none' } },
});
export const previewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const previewNote = style({ color: vars.color.muted, margin: 0 });
