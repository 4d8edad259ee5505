// The public site's themes as data: colours, type and the header image's treatment. The server builds each theme's
// CSS from this (server/site/themes.ts), the editor shows its swatches, and invitation mails take their colours from
// `themeColors`. Every pair of colours a page puts together (ink, muted text and links on the background and on a
// card, the button's text on the accent) is at least 4.5:1: tests/unit/siteThemes.test.ts checks each one.

export const THEMES = [
  { id: 'classic', name: 'Classic', description: 'Serif type on ivory, centred and calm, the photo in a fine frame.' },
  {
    id: 'garden',
    name: 'Garden',
    description: 'Sage and blush, rounded cards, a relaxed script heading under an arch.',
  },
  {
    id: 'modern',
    name: 'Modern',
    description: 'Black on white, bold sans-serif, left-aligned, the photo edge to edge.',
  },
  { id: 'coastal', name: 'Coastal', description: 'Sea blues, a humanist sans-serif and a wide, low photo band.' },
  { id: 'terracotta', name: 'Terracotta', description: 'Warm clay and sand, italic serif headings, a round portrait.' },
  {
    id: 'midnight',
    name: 'Midnight',
    description: 'Deep navy with gold, high-contrast Didone headings, evening formal.',
  },
  { id: 'deco', name: 'Deco', description: 'Art-deco capitals, generous letter-spacing, an offset gold frame.' },
  {
    id: 'letterpress',
    name: 'Letterpress',
    description: 'Baskerville on paper white, plum ink, a tilted instant photo.',
  },
] as const;
export type ThemeId = (typeof THEMES)[number]['id'];
export const THEME_IDS = THEMES.map((t) => t.id) as [ThemeId, ...ThemeId[]];

/** How the cover photo sits at the top of the page. */
export type HeroTreatment = 'frame' | 'arch' | 'bleed' | 'band' | 'circle' | 'gold' | 'offset' | 'polaroid';

export interface ThemeColors {
  background: string;
  text: string;
  muted: string;
  accent: string;
  /** Text on the accent (buttons). */
  onAccent: string;
  card: string;
  line: string;
  /** CSS font stacks. */
  headingFont: string;
  bodyFont: string;
}

interface ThemeDef extends Omit<ThemeColors, 'accent' | 'onAccent'> {
  dark: boolean;
  accent: AccentId;
  headingWeight: number;
  headingCase: 'none' | 'uppercase';
  headingSpacing: string;
  align: 'center' | 'left';
  radius: string;
  hero: HeroTreatment;
}

export const ACCENTS = [
  { id: 'rose', name: 'Rose', light: '#9b4d63', dark: '#f0a6b8' },
  { id: 'bronze', name: 'Bronze', light: '#85572a', dark: '#e2c07a' },
  { id: 'navy', name: 'Navy', light: '#1f4e79', dark: '#9cc7ee' },
  { id: 'forest', name: 'Forest', light: '#2f6246', dark: '#9fd4b0' },
  { id: 'plum', name: 'Plum', light: '#6a4c93', dark: '#cdb6ee' },
  { id: 'clay', name: 'Clay', light: '#9c4220', dark: '#f3a98a' },
  { id: 'ink', name: 'Ink', light: '#222222', dark: '#f1ece2' },
] as const;
export type AccentId = (typeof ACCENTS)[number]['id'];
export const ACCENT_IDS = ACCENTS.map((a) => a.id) as [AccentId, ...AccentId[]];

const SERIF = "Georgia,'Times New Roman',serif";
export const HEADING_FONTS = [
  { id: 'serif', name: 'Serif', stack: SERIF },
  { id: 'didone', name: 'Didone', stack: "Didot,'Bodoni 72','Bodoni MT','Times New Roman',serif" },
  { id: 'script', name: 'Script', stack: "'Brush Script MT','Segoe Script','Apple Chancery',cursive" },
  { id: 'sans', name: 'Sans-serif', stack: "'Helvetica Neue',Arial,system-ui,sans-serif" },
  { id: 'humanist', name: 'Humanist', stack: "Optima,Candara,'Segoe UI',system-ui,sans-serif" },
  {
    id: 'capitals',
    name: 'Capitals',
    stack: "Copperplate,'Copperplate Gothic Light',Futura,'Trebuchet MS',sans-serif",
  },
] as const;
export type HeadingFontId = (typeof HEADING_FONTS)[number]['id'];
export const HEADING_FONT_IDS = HEADING_FONTS.map((f) => f.id) as [HeadingFontId, ...HeadingFontId[]];

const font = (id: HeadingFontId) => HEADING_FONTS.find((f) => f.id === id)!.stack;

export const THEME_DEFS: Record<ThemeId, ThemeDef> = {
  classic: {
    dark: false,
    background: '#fffdf9',
    text: '#2b2622',
    muted: '#685e55',
    accent: 'bronze',
    card: '#fbf7f1',
    line: '#e6ddd2',
    headingFont: font('serif'),
    bodyFont: SERIF,
    headingWeight: 400,
    headingCase: 'none',
    headingSpacing: '0',
    align: 'center',
    radius: '.25rem',
    hero: 'frame',
  },
  garden: {
    dark: false,
    background: '#f8fbf6',
    text: '#29362c',
    muted: '#536356',
    accent: 'rose',
    card: '#eef4ec',
    line: '#d9e4d6',
    headingFont: font('script'),
    bodyFont: "'Trebuchet MS',system-ui,sans-serif",
    headingWeight: 400,
    headingCase: 'none',
    headingSpacing: '0',
    align: 'center',
    radius: '1rem',
    hero: 'arch',
  },
  modern: {
    dark: false,
    background: '#ffffff',
    text: '#111111',
    muted: '#555555',
    accent: 'ink',
    card: '#f3f3f3',
    line: '#dddddd',
    headingFont: font('sans'),
    bodyFont: "'Helvetica Neue',Arial,system-ui,sans-serif",
    headingWeight: 800,
    headingCase: 'none',
    headingSpacing: '-.01em',
    align: 'left',
    radius: '0',
    hero: 'bleed',
  },
  coastal: {
    dark: false,
    background: '#f5f9fb',
    text: '#1d3342',
    muted: '#4a6170',
    accent: 'navy',
    card: '#e8f1f6',
    line: '#cfdfe8',
    headingFont: font('humanist'),
    bodyFont: "'Gill Sans','Gill Sans MT',Calibri,system-ui,sans-serif",
    headingWeight: 500,
    headingCase: 'none',
    headingSpacing: '.02em',
    align: 'center',
    radius: '.6rem',
    hero: 'band',
  },
  terracotta: {
    dark: false,
    background: '#fbf4ee',
    text: '#3b2a22',
    muted: '#68514a',
    accent: 'clay',
    card: '#f4e6db',
    line: '#e8d3c3',
    headingFont: "'Palatino Linotype','Book Antiqua',Palatino,Georgia,serif",
    bodyFont: "'Avenir Next',Avenir,'Segoe UI',system-ui,sans-serif",
    headingWeight: 400,
    headingCase: 'none',
    headingSpacing: '0',
    align: 'center',
    radius: '.75rem',
    hero: 'circle',
  },
  midnight: {
    dark: true,
    background: '#141b2d',
    text: '#f1ece2',
    muted: '#bdb7ac',
    accent: 'bronze',
    card: '#1e2740',
    line: '#34405e',
    headingFont: font('didone'),
    bodyFont: SERIF,
    headingWeight: 400,
    headingCase: 'none',
    headingSpacing: '.02em',
    align: 'center',
    radius: '.2rem',
    hero: 'gold',
  },
  deco: {
    dark: false,
    background: '#fdfaf3',
    text: '#1f1d1a',
    muted: '#5c574d',
    accent: 'bronze',
    card: '#f5efe0',
    line: '#e3d8bd',
    headingFont: font('capitals'),
    bodyFont: "Futura,'Century Gothic','Trebuchet MS',system-ui,sans-serif",
    headingWeight: 400,
    headingCase: 'uppercase',
    headingSpacing: '.18em',
    align: 'center',
    radius: '0',
    hero: 'offset',
  },
  letterpress: {
    dark: false,
    background: '#ffffff',
    text: '#2e2a33',
    muted: '#5e5867',
    accent: 'plum',
    card: '#f6f3fa',
    line: '#e4deec',
    headingFont: "Baskerville,'Baskerville Old Face','Hoefler Text',Garamond,serif",
    bodyFont: 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
    headingWeight: 400,
    headingCase: 'none',
    headingSpacing: '0',
    align: 'center',
    radius: '.3rem',
    hero: 'polaroid',
  },
};

/** The couple's choices on top of a theme: an accent and a heading font from the short lists, or the theme's own. */
export interface ThemeChoice {
  theme: ThemeId;
  accent?: AccentId | null;
  headingFont?: HeadingFontId | null;
}

export function themeDef(theme: string): ThemeDef {
  return THEME_DEFS[theme as ThemeId] ?? THEME_DEFS.classic;
}

/** A theme's colours and fonts as the couple chose them: the site, the RSVP page and the invitation mails use these. */
export function themeColors(choice: ThemeChoice): ThemeColors {
  const def = themeDef(choice.theme);
  const accent = ACCENTS.find((a) => a.id === (choice.accent ?? def.accent)) ?? ACCENTS[0];
  const heading = HEADING_FONTS.find((f) => f.id === choice.headingFont);
  return {
    background: def.background,
    text: def.text,
    muted: def.muted,
    accent: def.dark ? accent.dark : accent.light,
    onAccent: def.dark ? def.background : '#ffffff',
    card: def.card,
    line: def.line,
    headingFont: heading?.stack ?? def.headingFont,
    bodyFont: def.bodyFont,
  };
}
