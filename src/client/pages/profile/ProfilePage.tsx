import { Link } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import { useSessionUser } from '../../app/AppContext';
import { Avatar } from '../../components/Avatar/Avatar';
import { PublicLayout } from '../../layouts/PublicLayout';
import { useProfile } from '../../mutations/account';
import { button, card, muted, page, row, stack } from '../../styles/ui.css';
import NotFoundPage from '../NotFoundPage';

/** /{userHandle}: a person's public profile; an unknown handle is the not-found page. */
export default function ProfilePage({ handle }: { handle: string }) {
  const me = useSessionUser();
  const profile = useProfile(handle);
  if (profile.status === 'failed' && isApiError(profile.error) && profile.error.status === 404) return <NotFoundPage />;
  const own = me?.slug === handle;
  const user = own && me ? me : profile.status === 'ready' ? profile.data : null;
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className={page}>
        {profile.status === 'failed' && !user ? (
          <p role="alert">We could not load this profile. Check your connection and try again.</p>
        ) : user ? (
          <section className={`${card} ${stack}`}>
            <div className={row}>
              <Avatar user={user} size="large" />
              <div>
                <h1>{user.full_name}</h1>
                <p className={muted}>@{user.slug}</p>
              </div>
            </div>
            {own ? (
              <div className={row}>
                <Link className={button.secondary} href={`/${user.slug}/edit`}>
                  Personal details
                </Link>
                <Link className={button.quiet} href={`/${user.slug}/settings/visibility`}>
                  Visibility settings
                </Link>
              </div>
            ) : null}
          </section>
        ) : (
          <p className={muted}>Loading…</p>
        )}
      </main>
    </PublicLayout>
  );
}
