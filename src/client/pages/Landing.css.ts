import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const masthead = style({
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.m}`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.paper})`,
});
export const title = style({ fontSize: 'clamp(36px, 6vw, 64px)', margin: `0 0 ${vars.space.m}` });
export const tagline = style({ fontSize: 20, color: vars.color.muted, maxWidth: 560, margin: '0 auto' });
export const nav = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.l,
  marginTop: vars.space.l,
  flexWrap: 'wrap',
});
export const cta = style({ display: 'flex', justifyContent: 'center', gap: vars.space.m, marginTop: vars.space.l });
export const features = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.l,
  maxWidth: 960,
  margin: `${vars.space.xl} auto`,
  padding: `0 ${vars.space.m}`,
});
