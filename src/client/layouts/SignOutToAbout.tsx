import { useEffect } from 'react';
import { useSignOutToAbout } from '../areas/account/signOutToAbout';
import { narrowPage } from '../styles/ui.css';

/**
 * The layout that signs out and sends the user to the about site (spec section 6): /goodbye, where deleting an
 * account ends. Its children never show; the page is only on screen while the about site's address is read.
 */
export function SignOutToAbout(_props: { children?: unknown }) {
  const leave = useSignOutToAbout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the layout opens.
  useEffect(() => {
    void leave();
  }, []);
  return (
    <main id="main" tabIndex={-1} className={narrowPage}>
      <p role="status">Signing you out…</p>
    </main>
  );
}
