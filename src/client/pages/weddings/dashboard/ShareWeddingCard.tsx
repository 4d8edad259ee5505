import type { Wedding } from '../../../../shared/weddings';
import { useCopyLink } from '../../../components/wedding/shareLinks';
import { weddingPath } from '../../../lib/format';
import { button, card, muted, row, stack } from '../../../styles/ui.css';

/** The wedding page's address, which anyone signed in may open and ask to follow. */
export const weddingPageUrl = (wedding: Wedding, origin = window.location.origin) =>
  `${origin}${weddingPath(wedding.slug)}`;

/** The public wedding website's address while it is published; unpublished, only the wedding page is shared. */
export const publicSiteUrl = (wedding: Wedding, origin = window.location.origin): string | null =>
  wedding.site_active ? `${origin}/w/${encodeURIComponent(wedding.slug)}` : null;

function CopyLink({ label, url }: { label: string; url: string }) {
  const { said, copy } = useCopyLink(url);
  return (
    <div className={stack}>
      <label>
        {label}
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} style={{ width: '100%' }} />
      </label>
      <div className={row}>
        <button type="button" className={button.secondary} onClick={copy}>
          Copy link
        </button>
        <span role="status">{said}</span>
      </div>
    </div>
  );
}

/** "Share wedding": the wedding page's link to copy (and the website's, once it exists). */
export function ShareWeddingCard({ wedding }: { wedding: Wedding }) {
  const site = publicSiteUrl(wedding);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="share-wedding-title">
      <h2 id="share-wedding-title">Share wedding</h2>
      <p className={muted}>
        Send this link to family and friends: they open {wedding.name}’s page and ask to follow
        {wedding.follow_policy === 'open' ? '.' : ', and you approve them.'}
      </p>
      <CopyLink label="Wedding page" url={weddingPageUrl(wedding)} />
      {site ? <CopyLink label="Wedding website" url={site} /> : null}
    </section>
  );
}
