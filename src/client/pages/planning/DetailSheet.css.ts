import { globalStyle, style } from '@vanilla-extract/css';

const PHONE = 'screen and (max-width: 767px)';

// On a phone an open task is a full-screen sheet over the board. Its aside must not be sticky there: sticky makes a
// stacking context, and the sheet inside it would sit under the sticky header.
export const detailSheet = style({
  '@media': {
    [PHONE]: {
      position: 'fixed',
      inset: 0,
      zIndex: 40,
      overflowY: 'auto',
      borderRadius: 0,
      border: 0,
    },
  },
});
// The sheet's controls (Close, Status, Section, Edit, the comment box) are thumb-sized on a phone.
globalStyle(
  `${detailSheet} button, ${detailSheet} select, ${detailSheet} input:not([type="checkbox"]):not([type="radio"])`,
  { '@media': { [PHONE]: { minHeight: 44 } } },
);
