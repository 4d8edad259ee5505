import { THEMES } from '../../../shared/site';
import { useWebsite } from '../../areas/site/site';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import * as wcss from '../../components/wedding/Wedding.css';
import { button, card, muted, stack } from '../../styles/ui.css';
import * as css from './Site.css';

// The colours each theme's stylesheet uses (server/site/themes.ts), shown as swatches beside its live preview.
const SWATCHES: Record<string, string[]> = {
  classic: ['#fffdf9', '#8a5a2b', '#2b2622'],
  garden: ['#f8fbf6', '#9b4d63', '#29362c'],
  modern: ['#ffffff', '#111111', '#dddddd'],
};

/** /wedding/{slug}/websites (couple): the designed themes, each previewed with the site's own content. */
export default function ThemesPage() {
  const wedding = useLoadedWedding();
  const { site, save } = useWebsite(wedding);
  return (
    <div className={stack}>
      <h1 className={wcss.pageTitle}>Themes</h1>
      <div className={css.themes}>
        {THEMES.map((theme) => {
          const chosen = site?.theme === theme.id;
          return (
            <article key={theme.id} className={`${card} ${stack}`} aria-label={theme.name}>
              <h2>{theme.name}</h2>
              <div className={css.swatch} aria-hidden>
                {SWATCHES[theme.id]!.map((c) => (
                  <span key={c} className={css.dot} style={{ background: c }} />
                ))}
              </div>
              <p className={muted}>{theme.description}</p>
              <iframe
                title={`${theme.name} preview`}
                className={css.frame}
                sandbox="allow-same-origin"
                height={220}
                srcDoc={`<link rel="stylesheet" href="/site-themes/${theme.id}.css"><div class="wrap"><header class="hero"><p class="date">Save the date</p><h1>${wedding.name.replace(/[<&>"]/g, '')}</h1></header><section><h2>Our story</h2><p>How it all began.</p></section></div>`}
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
