import { Redirect } from 'wouter';
import { useIsLoggedIn } from '../../app/AppContext';
import { useSignOutPage } from '../../areas/account/oidc';
import { narrowPage } from '../../styles/ui.css';

export default function LogoutPage() {
  const loggedIn = useIsLoggedIn();
  useSignOutPage();
  if (!loggedIn) return <Redirect to="/" replace />;
  return (
    <main id="main" tabIndex={-1} className={narrowPage}>
      <p role="status">Signing you out…</p>
    </main>
  );
}
