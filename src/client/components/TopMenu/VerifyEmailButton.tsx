import { useSessionUser } from '../../app/AppContext';
import { useResendVerification } from '../../areas/account/verifyEmail';

/**
 * While the signed-in user's address is unproven, the top menu offers the verification link again: invitations sent
 * to the address wait for it (the server allows a few an hour). The top menu loads this only for such a user.
 */
export default function VerifyEmailButton({ className }: { className: string }) {
  const user = useSessionUser();
  const resend = useResendVerification();
  return (
    <button
      type="button"
      className={className}
      disabled={resend.busy}
      title={`Follow the link we mailed to ${user?.email ?? 'you'} to see invitations sent to it.`}
      onClick={() => resend.request(undefined)}
    >
      {resend.busy ? 'Sending…' : 'Resend verification email'}
    </button>
  );
}
