import { describe, expect, test } from 'vitest';
import { ACCENTS, HEADING_FONTS, THEME_IDS, themeColors } from '../../src/shared/siteThemes';

// Every theme with every accent the couple may pick keeps the contrast WCAG AA asks of text (4.5:1): the ink and
// muted text and the links on the page and on a card, and the button's text on the accent.

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('theme colours', () => {
  for (const theme of THEME_IDS) {
    test(`${theme} reads at 4.5:1 with every accent`, () => {
      for (const accent of [null, ...ACCENTS.map((a) => a.id)]) {
        const c = themeColors({ theme, accent });
        const pairs = {
          'text on page': [c.text, c.background],
          'text on card': [c.text, c.card],
          'muted on page': [c.muted, c.background],
          'muted on card': [c.muted, c.card],
          'link on page': [c.accent, c.background],
          'link on card': [c.accent, c.card],
          'button text': [c.onAccent, c.accent],
        } as const;
        for (const [what, [fg, bg]] of Object.entries(pairs)) {
          expect(contrast(fg, bg), `${theme}/${accent ?? 'own'}: ${what}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }

  test('the heading font is the couple’s when they chose one, else the theme’s', () => {
    const own = themeColors({ theme: 'deco' }).headingFont;
    expect(themeColors({ theme: 'deco', headingFont: 'script' }).headingFont).toBe(HEADING_FONTS[2].stack);
    expect(themeColors({ theme: 'deco', headingFont: null }).headingFont).toBe(own);
    expect(themeColors({ theme: 'unknown' as 'deco' }).background).toBe(themeColors({ theme: 'classic' }).background);
  });
});
