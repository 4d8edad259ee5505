import { Link } from 'wouter';
import { meetsLevel, standingOf, type Wedding, weddingTexts } from '../../../shared/weddings';
import { useIsCouple } from '../../areas/weddings/WeddingContext';
import { formatDate, plural, weddingPath } from '../../lib/format';
import { button, muted, row } from '../../styles/ui.css';
import { CountdownCard } from './CountdownCard';
import { FollowButton } from './FollowButton';
import { SaveTheDateButton } from './SaveTheDateButton';
import * as css from './Wedding.css';

// 'Get a website' opens the couple's website page, where the site is built and published.
const websiteMail = (wedding: Wedding) => `/wedding/${wedding.slug}/website`;

/**
 * Spec section 2, wedding dashboard layout: cover, counts, guest info and website links, follow button,
 * 'Save the date', the countdown card and the tasks progress. Followers' links show only to those who may use them.
 */
export function WeddingHeader({ wedding }: { wedding: Wedding }) {
  const standing = standingOf(wedding);
  const couple = useIsCouple();
  const seesPosts = meetsLevel('follower', standing);
  const member = meetsLevel('member', standing);
  const path = (rest: string) => weddingPath(wedding.slug, rest);
  const cover = wedding.site_cover_cache_img ?? wedding.site_cover_img;
  return (
    <section className={css.header} aria-label="Wedding">
      <div className={css.cover}>
        {cover ? <img className={css.coverImage} src={cover} alt={`Cover of ${wedding.name}`} /> : null}
        {couple ? (
          <Link className={css.coverLink} href={path('settings')}>
            {weddingTexts.setCover}
          </Link>
        ) : null}
      </div>
      <div className={css.headerBody}>
        <div className={css.titleRow}>
          <div>
            <h1 className={css.title}>{wedding.name}</h1>
            <p className={muted}>{formatDate(wedding.date)}</p>
          </div>
          <div className={row}>
            {/* Members plan this wedding; following it is for everyone else. */}
            {member ? null : <FollowButton wedding={wedding} />}
            <SaveTheDateButton wedding={wedding} />
          </div>
        </div>
        <div className={css.stats}>
          {seesPosts ? (
            <Link className={css.stat} href={path('followers')}>
              <span className={css.statNumber}>{wedding.followers_count}</span>
              {wedding.followers_count === 1 ? 'follower' : 'followers'}
            </Link>
          ) : (
            <span className={css.stat}>{plural(wedding.followers_count, 'follower')}</span>
          )}
          {seesPosts ? (
            <Link className={css.stat} href={path('')}>
              <span className={css.statNumber}>{wedding.posts_count}</span>
              {wedding.posts_count === 1 ? 'post' : 'posts'}
            </Link>
          ) : (
            <span className={css.stat}>{plural(wedding.posts_count, 'post')}</span>
          )}
          {seesPosts ? (
            <Link className={css.stat} href={path('guest-info')}>
              Guest info
            </Link>
          ) : null}
          {member ? (
            <Link className={css.stat} href={path('dashboard')}>
              Dashboard
            </Link>
          ) : null}
          {member ? (
            <Link className={css.stat} href={path('people')}>
              People
            </Link>
          ) : null}
          {couple ? (
            <Link className={css.stat} href={path('website')}>
              Website
            </Link>
          ) : null}
        </div>
        {seesPosts ? null : <p className={css.notice}>{weddingTexts.requestToFollow}</p>}
        {couple ? (
          <p className={css.notice}>
            {weddingTexts.followersCanSee(wedding.name)}
            {wedding.site_active ? null : (
              <>
                {' '}
                <a href={websiteMail(wedding)}>{weddingTexts.getWebsite}</a>
              </>
            )}
          </p>
        ) : null}
        <div className={css.cards}>
          <CountdownCard key={wedding.date} slug={wedding.slug} date={wedding.date} />
          {member ? (
            <div className={css.progress}>
              <strong>{wedding.done_percentage}% of tasks done</strong>
              <progress className={css.progressBar} value={wedding.done_percentage} max={100} aria-label="Tasks done" />
              <Link className={button.quiet} href={path('tasks')}>
                {weddingTexts.viewTasks}
              </Link>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
