import { globalStyle, style } from '@vanilla-extract/css';

// The account hub shows long unbroken text (an email address, a device's name, a dated download button); on a
// 360 px phone each must wrap inside its card rather than widen the page.
export const fits = style({ overflowWrap: 'anywhere', minWidth: 0, maxWidth: '100%' });
globalStyle(`${fits} button, ${fits} a`, { whiteSpace: 'normal', maxWidth: '100%', overflowWrap: 'anywhere' });
globalStyle(`${fits} input`, { maxWidth: '100%', minWidth: 0 });
