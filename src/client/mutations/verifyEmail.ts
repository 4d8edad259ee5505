import { accountApi } from '../api/account';
import { useApp } from '../app/AppContext';
import { useResource } from '../lib/useResource';
import { useCallToasts } from './failure';
import { useAction } from './useAction';

// Proving one's email: the mailed link's page, and the top menu's "send it again" while the address is unproven.

/** Follows the mailed link, signed in or not; a signed-in tab then reads its profile again (now verified). */
export function useEmailVerification(token: string) {
  const { http, session } = useApp();
  return useResource(`verify-email:${token}`, async () => {
    const verified = await accountApi(http).verifyEmail(token);
    if (session.getSnapshot().context.token) session.send({ type: 'profile.refresh' });
    return verified;
  });
}

/** A new link by mail; the server allows a few an hour, and says so in the toast past that. */
export function useResendVerification() {
  const { http } = useApp();
  const toasts = useCallToasts();
  return useAction(
    () => accountApi(http).resendVerification(),
    () => toasts.succeeded('We sent you a new verification link. Check your inbox.'),
  );
}
