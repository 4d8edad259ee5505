import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.s,
});
export const photo = style({ width: '100%', height: 'auto', borderRadius: 8, display: 'block' });
export const postText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
export const newPosts = style({ position: 'sticky', top: vars.space.s, alignSelf: 'center', zIndex: 1 });
export const composerText = style({ width: '100%', minHeight: 80, font: 'inherit', padding: vars.space.s });
export const progress = style({ width: '100%' });
