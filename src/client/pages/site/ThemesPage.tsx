import {
  ACCENTS,
  type AccentId,
  HEADING_FONTS,
  type HeadingFontId,
  THEMES,
  type ThemeId,
  themeColors,
  type Website,
} from '../../../shared/site';
import type { Wedding } from '../../../shared/weddings';
import { useWebsite } from '../../areas/site/site';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import * as wcss from '../../components/wedding/Wedding.css';
import { button, card, muted, stack } from '../../styles/ui.css';
import * as css from './Site.css';

const clean = (s: string) => s.replace(/[<&>"]/g, '');

/** A theme's preview: the theme's own stylesheet with the couple's names, date and cover photo, and their choices. */
function previewDoc(wedding: Wedding, theme: ThemeId, site: Website | null): string {
  const query = new URLSearchParams();
  if (site?.accent) query.set('accent', site.accent);
  if (site?.heading_font) query.set('font', site.heading_font);
  const q = query.toString();
  const photo =
    wedding.site_cover_cache_img ?? wedding.site_cover_img ?? wedding.couple.find((c) => c.image)?.image ?? null;
  const cover = photo ? `<img class="cover" src="${clean(photo)}" alt="">` : '';
  return `<link rel="stylesheet" href="/site-themes/${theme}.css${q ? `?${q}` : ''}"><div class="wrap"><header class="hero">${cover}<p class="date">${clean(
    wedding.date,
  )}</p><h1>${clean(wedding.name)}</h1></header><nav class="toc"><a href="#s">Our story</a><a class="cta" href="#s">RSVP</a></nav><section id="s"><h2>Our story</h2><p>How it all began.</p><p><a class="button" href="#s">Find your invitation</a></p></section></div>`;
}

/** /wedding/{slug}/websites (couple): the designed themes, each previewed with the couple's own names and photo. */
export default function ThemesPage() {
  const wedding = useLoadedWedding();
  const { site, save } = useWebsite(wedding);
  return (
    <div className={stack}>
      <h1 className={wcss.pageTitle}>Themes</h1>
      <section className={`${card} ${stack}`} aria-labelledby="choices-title">
        <h2 id="choices-title">Your colour and heading font</h2>
        <p className={muted}>Every theme takes them; the site, the RSVP page and the invitation mails follow.</p>
        <div className={css.choiceRow}>
          <label>
            Accent colour
            <select
              className={css.input}
              value={site?.accent ?? ''}
              disabled={save.busy || !site}
              onChange={(e) =>
                save.request({ accent: (e.target.value || null) as AccentId | null, done: 'Accent colour saved.' })
              }
            >
              <option value="">The theme’s own</option>
              {ACCENTS.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Heading font
            <select
              className={css.input}
              value={site?.heading_font ?? ''}
              disabled={save.busy || !site}
              onChange={(e) =>
                save.request({
                  heading_font: (e.target.value || null) as HeadingFontId | null,
                  done: 'Heading font saved.',
                })
              }
            >
              <option value="">The theme’s own</option>
              {HEADING_FONTS.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>
      <div className={css.themes}>
        {THEMES.map((theme) => {
          const chosen = site?.theme === theme.id;
          const colors = themeColors({ theme: theme.id, accent: site?.accent, headingFont: site?.heading_font });
          return (
            <article key={theme.id} className={`${card} ${stack}`} aria-label={theme.name} data-theme={theme.id}>
              <h2>{theme.name}</h2>
              <div className={css.swatch} aria-hidden>
                {(['background', 'accent', 'text', 'card'] as const).map((part) => (
                  <span key={part} className={css.dot} style={{ background: colors[part] }} />
                ))}
              </div>
              <p className={muted}>{theme.description}</p>
              <iframe
                title={`${theme.name} preview`}
                className={css.frame}
                sandbox="allow-same-origin"
                height={300}
                srcDoc={previewDoc(wedding, theme.id, site)}
              />
              <button
                type="button"
                className={chosen ? button.secondary : button.primary}
                disabled={chosen || save.busy || !site}
                onClick={() => save.request({ theme: theme.id, done: `${theme.name} is your theme.` })}
              >
                {chosen ? 'Your theme' : `Use ${theme.name}`}
              </button>
            </article>
          );
        })}
      </div>
    </div>
  );
}
