import { Link } from 'wouter';
import type { Profile } from '../../../shared/socialTypes';
import { useIsLoggedIn } from '../../app/AppContext';
import { useBlockPerson, usePersonFollow } from '../../areas/people/people';
import { Avatar } from '../../components/Avatar/Avatar';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as s from './Profile.css';

function FollowPerson({ profile, reload }: { profile: Profile; reload(): void }) {
  const follow = usePersonFollow(profile, reload);
  return (
    <button
      type="button"
      className={follow.pressed ? button.secondary : button.primary}
      aria-pressed={follow.pressed}
      onClick={follow.toggle}
    >
      {follow.label}
    </button>
  );
}

function BlockPerson({ profile, blocked }: { profile: Profile; blocked(): void }) {
  const block = useBlockPerson(profile, blocked);
  return (
    <details className={s.more}>
      <summary>More</summary>
      <fieldset className={stack}>
        <legend>
          Block {profile.full_name}? They won’t see your posts or profile, can’t follow you, comment or message you, and
          you won’t see theirs.
        </legend>
        <button
          type="button"
          className={button.secondary}
          disabled={block.busy}
          onClick={() => block.request(undefined)}
        >
          Block {profile.first_name}
        </button>
      </fieldset>
    </details>
  );
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Photo, name and handle, the counts, and what the viewer may do: follow, message, block; or, on one's own, edit. */
export function ProfileHeader({ profile, reload, blocked }: { profile: Profile; reload(): void; blocked(): void }) {
  const loggedIn = useIsLoggedIn();
  const base = `/${profile.slug}`;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="profile-name">
      <div className={row}>
        <Avatar user={profile} size="large" />
        <div className={stack}>
          <h1 id="profile-name">{profile.full_name}</h1>
          <p className={muted}>
            @{profile.slug}
            {profile.follows_me ? ' · Follows you' : ''}
          </p>
        </div>
      </div>
      <ul className={s.counts} aria-label="Counts">
        <li>{counted(profile.posts_count, 'post', 'posts')}</li>
        <li>
          <Link href={`${base}/followers`}>{counted(profile.followers_count, 'follower', 'followers')}</Link>
        </li>
        <li>
          <Link href={`${base}/following`}>{profile.following_count} following</Link>
        </li>
      </ul>
      {profile.is_me ? (
        <div className={row}>
          <Link className={button.secondary} href={`${base}/edit`}>
            Personal details
          </Link>
          <Link className={button.quiet} href={`${base}/settings/visibility`}>
            Visibility settings
          </Link>
        </div>
      ) : loggedIn ? (
        <div className={row}>
          <FollowPerson profile={profile} reload={reload} />
          {profile.can_message ? (
            <Link className={button.secondary} href={`/inbox?to=${encodeURIComponent(profile.slug)}`}>
              Message
            </Link>
          ) : null}
          <BlockPerson profile={profile} blocked={blocked} />
        </div>
      ) : (
        <p className={row}>
          <span>Follow {profile.first_name} and see what they share.</span>
          <Link className={button.primary} href="/signup">
            Create free account
          </Link>
        </p>
      )}
    </section>
  );
}
