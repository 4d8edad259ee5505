import { useState } from 'react';
import type { Website } from '../../../shared/site';
import { SITE_LANGUAGES, type SiteLanguage } from '../../../shared/siteLanguages';
import type { WebsiteSave } from '../../areas/site/site';
import { Select } from '../../components/controls/Select';
import { button, card, muted, stack } from '../../styles/ui.css';

/** A language by its own name, and the app's (English) name for it when that differs: "Português (Portuguese)". */
const english = new Intl.DisplayNames(['en'], { type: 'language' });
export const languageLabel = (code: SiteLanguage) => {
  const own = SITE_LANGUAGES.find((l) => l.code === code)!.name;
  const name = english.of(code) ?? code;
  return own === name ? own : `${own} (${name})`;
};

const MORE = 3;

/** The public pages' languages (issue 39): the default, and up to three more that the switcher offers guests. */
export function LanguageSettings({ site, save }: { site: Website; save: WebsiteSave }) {
  const [fallback, setFallback] = useState<SiteLanguage>(site.languages[0] ?? 'en');
  const [more, setMore] = useState<SiteLanguage[]>(site.languages.slice(1));
  const others = more.filter((code) => code !== fallback);
  const toggle = (code: SiteLanguage, on: boolean) =>
    setMore(on ? [...others, code] : others.filter((c) => c !== code));
  return (
    <section className={`${card} ${stack}`} aria-labelledby="languages-title">
      <h2 id="languages-title">Languages</h2>
      <p className={muted}>
        Guests see the site, the RSVP and “find your invitation” in their browser’s language when the site offers it,
        and can switch. Your texts fall back to the default language where you have not translated them.
      </p>
      <label>
        Default language
        <Select value={fallback} onChange={(e) => setFallback(e.target.value as SiteLanguage)}>
          {SITE_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {languageLabel(l.code)}
            </option>
          ))}
        </Select>
      </label>
      <fieldset className={stack}>
        <legend>Also offered, up to {MORE}</legend>
        {SITE_LANGUAGES.filter((l) => l.code !== fallback).map((l) => {
          const on = others.includes(l.code);
          return (
            <label key={l.code}>
              <input
                type="checkbox"
                checked={on}
                disabled={!on && others.length >= MORE}
                onChange={(e) => toggle(l.code, e.target.checked)}
              />{' '}
              {languageLabel(l.code)}
            </label>
          );
        })}
      </fieldset>
      <button
        type="button"
        className={button.primary}
        disabled={save.busy}
        onClick={() => save.request({ languages: [fallback, ...others], done: 'Languages saved.' })}
      >
        Save languages
      </button>
    </section>
  );
}
