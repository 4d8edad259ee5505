import { Link } from 'wouter';
import { useSessionUser } from '../../app/AppContext';
import { FeedLayout } from '../../layouts/FeedLayout';
import { card, muted, narrowPage, stack } from '../../styles/ui.css';

export default function VisibilitySettingsPage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <FeedLayout>
      <div className={`${card} ${narrowPage} ${stack}`}>
        <h1>Visibility settings</h1>
        <p>
          Your profile shows your name, your handle <strong>@{user.slug}</strong> and your photo. Your email address is
          never shown to anyone.
        </p>
        <p className={muted}>Who can see a wedding's posts is set by its couple, per wedding.</p>
        <ul>
          <li>
            <Link href={`/${user.slug}/edit`}>Personal details</Link>
          </li>
          <li>
            <Link href="/update-password">Change password</Link>
          </li>
        </ul>
      </div>
    </FeedLayout>
  );
}
