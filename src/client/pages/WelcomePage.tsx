import { Link } from 'wouter';
import { useSessionUser } from '../app/AppContext';
import { FeedLayout } from '../layouts/FeedLayout';
import { button, card, muted, row, stack } from '../styles/ui.css';

/** /welcome: where a new account lands, so a couple finds the way to set up their wedding at once. */
export default function WelcomePage() {
  const user = useSessionUser();
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="welcome-title">
        <h1>Welcome{user ? `, ${user.first_name}` : ''}</h1>
        <h2 id="welcome-title">Planning a wedding?</h2>
        <p>
          Set up your wedding to get a checklist timed to your date, a calendar, and a page where family and friends
          follow along. Invite your partner and your committee once it is set up.
        </p>
        <p className={muted}>
          Here for someone else’s wedding? Open the invitation they sent you, or find their page under Explore.
        </p>
        <div className={row}>
          <Link className={button.primary} href="/weddings/create">
            Set up a wedding
          </Link>
          <Link className={button.quiet} href="/">
            Not now
          </Link>
        </div>
      </section>
    </FeedLayout>
  );
}
