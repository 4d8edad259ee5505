import { Link } from 'wouter';
import { texts } from '../../shared/messages';
import { PublicHeader } from '../components/PublicHeader/PublicHeader';
import { externalLinks } from '../lib/links';
import { button, card } from '../styles/ui.css';
import * as css from './Landing.css';

const mastheadLinks = [
  ['App', externalLinks.app],
  ['Magazine', externalLinks.magazine],
  ['Sites', externalLinks.sites],
  ['About', externalLinks.about],
  ['Support', externalLinks.support],
] as const;

/** The public home for signed-out visitors. */
export default function LandingPage() {
  return (
    <>
      <PublicHeader />
      <main id="main" tabIndex={-1}>
        <section className={css.masthead}>
          <h1 className={css.title}>Vowline</h1>
          <p className={css.tagline}>{texts.tagline}</p>
          <div className={css.cta}>
            <Link className={button.primary} href="/signup">
              Create free account
            </Link>
            <Link className={button.secondary} href="/login">
              Sign in
            </Link>
          </div>
          <nav className={css.nav} aria-label="More from Vowline">
            {mastheadLinks.map(([label, href]) => (
              <a key={label} href={href} rel="noopener">
                {label}
              </a>
            ))}
          </nav>
        </section>
        <section className={css.features} aria-label="What Vowline does">
          <article className={card}>
            <h2>Plan together</h2>
            <p>Run your wedding with a committee of family and friends: tasks, the day's run-of-show and a calendar.</p>
          </article>
          <article className={card}>
            <h2>Share the journey</h2>
            <p>Loved ones follow your wedding page, see your news and cheer you on as the day comes closer.</p>
          </article>
          <article className={card}>
            <h2>Stay in touch</h2>
            <p>Comments, messages and notifications arrive the moment they happen.</p>
          </article>
        </section>
      </main>
    </>
  );
}
