import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const track = style({ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 60 });
export const bar = style({
  height: '100%',
  background: vars.color.brand,
  transition: 'width 250ms ease-out',
  animation: `${fadeIn} 300ms ease-in`,
});
