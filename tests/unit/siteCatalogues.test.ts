import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import { en } from '../../src/server/i18n/catalogues/en';
import { acceptedLanguages, pickLanguage, SITE_LANGUAGE_CODES } from '../../src/server/i18n/languages';
import { CATALOGUES, longDateIn, t } from '../../src/server/i18n/messages';

// Issue 39: every catalogue has every key of the English one, each message parses as ICU MessageFormat, and uses
// the same placeholders; the language a page speaks is chosen in one order.

type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (n.type !== 0 && n.type !== 7 && n.value) names.add(n.value);
      for (const option of Object.values(n.options ?? {})) walk(option.value);
      if (n.children) walk(n.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as unknown as Node[]);
  return [...names].sort();
}

describe('catalogues', () => {
  for (const code of SITE_LANGUAGE_CODES) {
    test(`${code} has every key, each parsing with the English placeholders`, () => {
      const catalogue = CATALOGUES[code] as Record<string, unknown>;
      const keys = Object.keys(catalogue).filter((k) => !k.startsWith('_'));
      expect(keys.sort()).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(en)) {
        expect(placeholders(catalogue[key] as string), `${code} ${key}`).toEqual(placeholders(message));
      }
    });
  }

  test('messages format their values, in the language’s own words and dates', () => {
    expect(t('en', 'find.found', { name: 'Ana' })).toBe('We found your invitation, Ana.');
    expect(t('pt', 'find.found', { name: 'Ana' })).toBe('Encontrámos o seu convite, Ana.');
    expect(t('en', 'site.rsvpIntro', { deadline: 'none' })).toBe(
      'Reply with the private link in your invitation, or find your invitation by your name.',
    );
    expect(t('en', 'site.rsvpIntro', { deadline: '1 May' })).toContain(' by 1 May,');
    expect(longDateIn('pt', '2031-06-14')).toBe('sábado, 14 de junho de 2031');
    expect(longDateIn('en', '2031-06-14')).toBe('Saturday, 14 June 2031');
  });
});

describe('the language a page speaks', () => {
  const offered = ['en', 'pt', 'he'] as const;
  test('its address first, then the switcher’s cookie, then Accept-Language, then the default', () => {
    expect(pickLanguage(offered, { path: 'pt', cookie: 'he', acceptLanguage: 'he' })).toBe('pt');
    expect(pickLanguage(offered, { cookie: 'he', acceptLanguage: 'pt' })).toBe('he');
    expect(pickLanguage(offered, { acceptLanguage: 'fr-FR,pt-BR;q=0.8,en;q=0.5' })).toBe('pt');
    expect(pickLanguage(offered, { acceptLanguage: 'fr, de' })).toBe('en');
    expect(pickLanguage(offered, {})).toBe('en');
    // A language the site does not offer is passed over wherever it comes from.
    expect(pickLanguage(offered, { path: 'es', cookie: 'fr', acceptLanguage: 'it' })).toBe('en');
    expect(pickLanguage(['pt', 'en'], {})).toBe('pt');
  });

  test('Accept-Language by weight, q=0 refused', () => {
    expect(acceptedLanguages('en;q=0.2, pt-BR, he;q=0')).toEqual(['pt', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
