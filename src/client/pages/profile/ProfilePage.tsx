import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import type { Profile } from '../../../shared/socialTypes';
import { useSessionUser } from '../../app/AppContext';
import { useProfileData } from '../../areas/people/people';
import type { Arrival } from '../../areas/social/postsStore';
import { useComposer, useFeed } from '../../areas/social/social';
import { PublicLayout } from '../../layouts/PublicLayout';
import { card, muted, page, stack } from '../../styles/ui.css';
import { NotFound } from '../NotFound';
import { Composer } from '../social/Composer';
import { FeedList } from '../social/FeedList';
import { ProfileHeader } from './ProfileHeader';

function OwnComposer({ onPosted }: { onPosted(id: string): void }) {
  const composer = useComposer(null, (post) => onPosted(post.id));
  return <Composer composer={composer} />;
}

/** Their posts on their profile (`{slug}/feed/`), as the viewer may see them; live ones wait as "N new posts". */
function ProfilePosts({ profile }: { profile: Profile }) {
  const concerns = useCallback((a: Arrival) => a.author === profile.id && a.wedding === null, [profile.id]);
  const feed = useFeed(`/api/v1/users/${encodeURIComponent(profile.slug)}/feed/`, concerns);
  return (
    <section className={stack} aria-labelledby="profile-posts">
      <h2 id="profile-posts">Posts</h2>
      {profile.is_me ? <OwnComposer onPosted={(id) => feed.send({ type: 'post.added', id })} /> : null}
      <FeedList
        feed={feed}
        empty={profile.is_me ? 'You have not posted yet.' : `${profile.first_name} has not posted yet.`}
      />
    </section>
  );
}

function hiddenPostsText(profile: Profile): string {
  return profile.follow_status === 'following'
    ? `${profile.first_name} keeps their posts to themselves.`
    : `${profile.first_name} shares posts with followers only.`;
}

/** /{userHandle}: a person's profile, their counts, a follow button and their posts; an unknown handle is not found. */
export default function ProfilePage({ handle }: { handle: string }) {
  const me = useSessionUser();
  const { profile, shown, reload } = useProfileData(handle);
  const [blocked, setBlocked] = useState<string | null>(null);
  if (!shown && profile.status === 'failed' && isApiError(profile.error) && profile.error.status === 404)
    return <NotFound />;
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className={`${page} ${stack}`}>
        {blocked ? (
          <section className={`${card} ${stack}`}>
            <h1>You blocked {blocked}</h1>
            <p>
              You won’t see each other’s posts or profiles. You can unblock them in your{' '}
              <Link href={`/${me?.slug ?? ''}/settings/visibility`}>Visibility settings</Link>.
            </p>
          </section>
        ) : !shown && profile.status === 'failed' ? (
          <p role="alert">We could not load this profile. Check your connection and try again.</p>
        ) : shown ? (
          <>
            <ProfileHeader profile={shown} reload={reload} blocked={() => setBlocked(shown.full_name)} />
            {shown.can_see_posts ? (
              <ProfilePosts key={shown.id} profile={shown} />
            ) : (
              <p className={`${card} ${muted}`}>{hiddenPostsText(shown)}</p>
            )}
          </>
        ) : (
          <p className={muted}>Loading…</p>
        )}
      </main>
    </PublicLayout>
  );
}
