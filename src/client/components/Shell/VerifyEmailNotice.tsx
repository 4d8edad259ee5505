import { lazy, Suspense } from 'react';
import { useSessionUser } from '../../app/AppContext';
import * as css from './Shell.css';

// Only an account whose address is not proven yet loads the button's code (it sends the link again).
const VerifyEmailButton = lazy(() => import('../TopMenu/VerifyEmailButton'));

/**
 * While the signed-in user's address is unproven, a line under the top menu says why it matters and offers the link
 * again. It used to be one more button in the top menu, which crowded the bar on laptop widths. It renders with the
 * page's first paint, and the button's stand-in while its code loads has the same label and size, so nothing shifts.
 */
export function VerifyEmailNotice() {
  const user = useSessionUser();
  if (user?.email_verified !== false) return null;
  return (
    <aside className={css.notice} aria-label="Confirm your address">
      <p className={css.noticeText}>Confirm {user.email ?? 'your email address'} to see the invitations sent to it.</p>
      <Suspense
        fallback={
          <button type="button" className={css.noticeButton} disabled>
            Resend verification email
          </button>
        }
      >
        <VerifyEmailButton className={css.noticeButton} />
      </Suspense>
    </aside>
  );
}
