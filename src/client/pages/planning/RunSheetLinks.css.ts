import { style } from '@vanilla-extract/css';

/** A run sheet link's address: one long token, broken anywhere so a phone's screen holds it. */
export const linkUrl = style({ overflowWrap: 'anywhere', wordBreak: 'break-all' });
