import { useState } from 'react';
import { Link } from 'wouter';
import type { Website } from '../../../shared/site';
import { useWebsite, type WebsiteSave } from '../../areas/site/site';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { LoadFailed } from '../../components/lists/LoadFailed';
import * as wcss from '../../components/wedding/Wedding.css';
import { weddingPath } from '../../lib/format';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { LanguageSettings } from './LanguageSettings';
import { RsvpSettings } from './RsvpSettings';
import * as css from './Site.css';

function Publishing({ site, save }: { site: Website; save: WebsiteSave }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <section className={`${card} ${stack}`} aria-labelledby="publish-title">
        <h2 id="publish-title">{site.site_active ? 'Your website is live' : 'Your website is not published'}</h2>
        {site.site_active ? (
          <p>
            Guests find it at{' '}
            <a href={site.url} target="_blank" rel="noreferrer" data-testid="site-url">
              {site.url}
            </a>
          </p>
        ) : (
          <p className={muted}>Only you and your committee can see it, in the editor’s preview.</p>
        )}
        <div className={row}>
          <button
            type="button"
            className={site.site_active ? button.secondary : button.primary}
            disabled={save.busy}
            onClick={() =>
              save.request({
                site_active: !site.site_active,
                done: site.site_active ? 'Your website is unpublished.' : 'Your website is published.',
              })
            }
          >
            {site.site_active ? 'Unpublish' : 'Publish website'}
          </button>
        </div>
      </section>
      <section className={`${card} ${stack}`} aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <p className={muted}>
          {site.password_set
            ? 'Guests type the password once to open the site.'
            : 'Anyone with the address can open the site.'}
        </p>
        <div className={row}>
          <input
            className={css.input}
            type="password"
            aria-label="Site password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="button"
            className={button.secondary}
            disabled={save.busy || password.length < 4}
            onClick={() => save.request({ password, done: 'The site password is set.' })}
          >
            Set password
          </button>
          {site.password_set ? (
            <button
              type="button"
              className={button.quiet}
              onClick={() => save.request({ password: '', done: 'The password is removed.' })}
            >
              Remove password
            </button>
          ) : null}
        </div>
      </section>
      <LanguageSettings site={site} save={save} />
      <RsvpSettings site={site} save={save} />
    </>
  );
}

/** /wedding/{slug}/website (couple): publish, the address to share, a password, the RSVP deadline and meals. */
export default function WebsitePage() {
  const wedding = useLoadedWedding();
  const { resource, site, save } = useWebsite(wedding);
  return (
    <div className={stack}>
      <header className={row}>
        <h1 className={wcss.pageTitle}>Website</h1>
        <Link className={button.secondary} href={weddingPath(wedding.slug, 'website/editor')}>
          Edit sections
        </Link>
        <Link className={button.quiet} href={weddingPath(wedding.slug, 'websites')}>
          Themes
        </Link>
      </header>
      {site ? <Publishing key={site.updated_at} site={site} save={save} /> : null}
      {resource.status === 'failed' ? <LoadFailed load={resource} /> : null}
    </div>
  );
}
