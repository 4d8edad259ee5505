import { style } from '@vanilla-extract/css';

// On a phone an open task is a full-screen sheet over the board. Its aside must not be sticky there: sticky makes a
// stacking context, and the sheet inside it would sit under the sticky header.
export const detailSheet = style({
  '@media': {
    'screen and (max-width: 767px)': {
      position: 'fixed',
      inset: 0,
      zIndex: 40,
      overflowY: 'auto',
      borderRadius: 0,
      border: 0,
    },
  },
});
