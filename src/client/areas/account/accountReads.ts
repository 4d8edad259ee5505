import { useApp } from '../../app/AppContext';
import { useData } from '../../lib/useData';

// The account pages' reads, apart from account.ts so that the sign-in and sign-up pages carry no loader.

/** Whether a mailed reset link still works, asked when its page opens (a spent link is refused at once). */
export function useResetTokenCheck(token: string) {
  const { users } = useApp();
  return useData(`reset-token:${token}`, () => (token ? users.checkResetToken(token) : Promise.resolve(null)));
}
