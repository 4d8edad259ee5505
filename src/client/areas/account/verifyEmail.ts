import { useApi, useApp } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { accountApi } from './accountApi';

// Proving one's email: the mailed link's page, and the top menu's "send it again" while the address is unproven.

/** Follows the mailed link, signed in or not; a signed-in tab then reads its profile again (now verified). */
export function useEmailVerification(token: string) {
  const { session } = useApp();
  const api = useApi(accountApi);
  return useData(`verify-email:${token}`, async () => {
    const verified = await api.verifyEmail(token);
    if (session.getSnapshot().context.token) session.send({ type: 'profile.refresh' });
    return verified;
  });
}

/** A new link by mail; the server allows a few an hour, and says so in the toast past that. */
export function useResendVerification() {
  const api = useApi(accountApi);
  const toasts = useCallToasts();
  return useAction(
    () => api.resendVerification(),
    () => toasts.succeeded('We sent you a new verification link. Check your inbox.'),
  );
}
